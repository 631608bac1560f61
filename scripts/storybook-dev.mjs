// `pnpm storybook`: Storybook's dev server; Ctrl-C or SIGTERM stops it and everything it started.
import { startInGroup } from './processGroup.mjs';
import { requireNode24 } from './require-node.mjs';

requireNode24('pnpm storybook');
// `pnpm storybook -- -p 6016` hands the `--` on to the script, and Storybook's CLI rejects it as an argument.
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const { exited } = startInGroup('storybook', ['dev', '--no-open', '--no-version-updates', ...args], {
  stdio: 'inherit',
});
process.exit(await exited);
