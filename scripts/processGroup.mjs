// Children that end with their parent: each runs in its own process group, and a SIGINT or SIGTERM to
// the parent (a terminal's Ctrl-C, a process manager's stop) goes to the whole group of each, so nothing a
// command started (pnpm, its shell, tsx and the node under it, esbuild's service…) is left running.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const running = new Set();
let stopping = null;

/** A stop signal while children run: stop them all, then exit as that signal would have. */
function onStopSignal(signal) {
  stopping ??= stopAll().then(() => process.exit(exitCodeOf(null, signal)));
}

/** Only while children run: otherwise the signal is this process's own to handle (the server's, in `pnpm start`). */
function listenForStops(listen) {
  for (const signal of STOP_SIGNALS) {
    if (listen) process.on(signal, onStopSignal);
    else process.off(signal, onStopSignal);
  }
}

/** Sends `signal` to every process of the child's group. */
const signalGroup = (child, signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group has already ended
  }
};

/** What a child ended with, as a shell reports it (128 + the signal's number when a signal ended it). */
const exitCodeOf = (code, signal) => code ?? 128 + (constants.signals[signal] ?? 0);

/**
 * Starts `command` in its own process group; `exited` resolves with its exit code. While any such child
 * runs, a stop signal to this process stops every group, waits for them, and exits (130 for SIGINT, 143 for
 * SIGTERM).
 */
export function startInGroup(command, args, options = {}) {
  const child = spawn(command, args, { ...options, detached: true });
  if (running.size === 0) listenForStops(true);
  running.add(child);
  const forget = () => {
    running.delete(child);
    if (running.size === 0 && !stopping) listenForStops(false);
  };
  const exited = new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`${command}: ${error.message}`);
      forget();
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      forget();
      // what it started may outlive it: its group goes with it
      signalGroup(child, 'SIGTERM');
      resolve(exitCodeOf(code, signal));
    });
  });
  return { child, exited };
}

/** Stops every child group with SIGTERM and waits until they have exited (SIGKILL after `graceMs`). */
export async function stopAll(graceMs = 10_000) {
  const children = [...running];
  const ended = children.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of children) signalGroup(child, 'SIGTERM');
  const forced = setTimeout(() => {
    for (const child of children) signalGroup(child, 'SIGKILL');
  }, graceMs);
  await Promise.all(ended);
  clearTimeout(forced);
}
