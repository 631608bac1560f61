// `pnpm --filter @winhub/tokens subset-inter`: writes fonts/inter-core-wght.woff2, the part of Inter the
// first paint needs: the characters of English and Portuguese text, 34 KB against the 48 KB of the whole
// Latin file, drawn the same. Run it again after updating
// @fontsource-variable/inter; src/coreFont.test.ts fails while the committed file differs.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { coreFontPath, makeCoreFont } from '../src/coreFont.ts';

writeFileSync(coreFontPath, await makeCoreFont());
console.log(`wrote ${fileURLToPath(coreFontPath)}`);
