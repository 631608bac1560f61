// `pnpm --filter @winhub/tokens design-tokens`: writes design-tokens/winhub.tokens.json, the theme in the
// W3C design-tokens format for design tools, formatted as `pnpm lint` wants it. Run it after changing a
// value in src/values; src/designTokens.test.ts fails while the committed file differs.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { designTokensJson, designTokensPath } from '../src/designTokens.ts';

const file = fileURLToPath(designTokensPath);
writeFileSync(file, designTokensJson());
execFileSync('pnpm', ['exec', 'biome', 'format', '--write', file], { stdio: 'inherit' });
console.log(`wrote ${file}`);
