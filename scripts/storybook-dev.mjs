import { spawn } from 'node:child_process';

// `pnpm storybook -- -p 6016` hands the `--` on to the script, and Storybook's CLI rejects it as an argument.
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const storybook = spawn('storybook', ['dev', '--no-open', '--no-version-updates', ...args], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => storybook.kill(signal));
storybook.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
