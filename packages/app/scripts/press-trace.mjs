// Reads a press's Chromium trace (bench-presses.mjs, BENCH_PRESS_TRACE=dir): the renderer's main-thread
// tasks from a second before the press to its answer, each with what it ran, and the JS functions that
// took the CPU in that span (self time, from the sampling profiler). Also a command:
// `node scripts/press-trace.mjs trace.json`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'toplevel',
  'latencyInfo',
  'input',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
];

const ms = (us) => (us / 1000).toFixed(0);
const fileOf = (url) => (url ? url.replace(/^.*\//, '').replace(/\?.*$/, '') : '');

/** What an event ran, in a few words: its script, function, event type or name. */
function detail(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const where = fileOf(data.url ?? data.scriptName ?? data.stackTrace?.[0]?.url);
  const what = data.functionName || data.type || data.name || '';
  return [event.name, what, where].filter(Boolean).join(' ');
}

export function summarizeTrace(file, { longTaskMs = 16, topFunctions = 12 } = {}) {
  const { traceEvents } = JSON.parse(readFileSync(file, 'utf8'));
  const named = (name) => traceEvents.filter((event) => event.name === name);
  const down =
    named('EventDispatch').find((event) => event.args?.data?.type === 'pointerdown') ??
    named('bench-press-down')[0];
  const answered = named('bench-press-answered').at(-1);
  // the page's renderers (the pressed document's and, after a navigation, the next one's), not the browser's own pages
  const pagePids = new Set([down?.pid, answered?.pid]);
  const mainThreads = new Set(
    traceEvents
      .filter(
        (event) =>
          event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && pagePids.has(event.pid),
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const onMain = (event) => mainThreads.has(`${event.pid}:${event.tid}`);
  if (!down) return '  (no press in the trace)';
  // the press as the browser got it (before a busy main thread dispatched it), where the trace says
  const arrived =
    traceEvents.find(
      (event) =>
        (event.name === 'InputLatency::MouseDown' || event.name === 'EventLatency') &&
        event.ph === 'b' &&
        event.ts <= down.ts &&
        event.ts > down.ts - 2_000_000 &&
        (event.name !== 'EventLatency' || /MOUSE_PRESSED/.test(JSON.stringify(event.args ?? {}))),
    )?.ts ?? down.ts;
  const from = arrived - 1_000_000;
  const to = answered?.ts ?? down.ts + 2_000_000;
  const lines = [
    `  press arrived ${ms(down.ts - arrived)} ms before its dispatch; answer ${answered ? `${ms(to - arrived)} ms after arrival` : 'not in trace'}`,
    `  main-thread tasks ≥ ${longTaskMs} ms from 1 s before the press to its answer (ms from the press's arrival):`,
  ];
  const complete = traceEvents
    .filter((event) => event.ph === 'X' && onMain(event))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = complete.filter(
    (event) =>
      event.name === 'ThreadControllerImpl::RunTask' &&
      event.dur >= longTaskMs * 1000 &&
      event.ts + event.dur > from &&
      event.ts < to,
  );
  for (const task of tasks) {
    // the direct children: each not inside the one before it (the events are sorted by start, longest first)
    const direct = [];
    let end = task.ts;
    for (const event of complete) {
      if (event.ts < task.ts || event === task) continue;
      if (event.ts >= task.ts + task.dur) break;
      if (event.ts < end) continue;
      direct.push(event);
      end = event.ts + event.dur;
    }
    const parts = direct
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 4)
      .map((child) => `${detail(child)} ${ms(child.dur)}`);
    lines.push(`    ${ms(task.ts - arrived).padStart(6)} +${ms(task.dur).padStart(4)}  ${parts.join('; ')}`);
  }
  lines.push(`  JS self time from the press's arrival to its answer, by function (ms):`);
  for (const [name, us] of profileSelfTime(traceEvents, pagePids, arrived, to).slice(0, topFunctions))
    lines.push(`    ${ms(us).padStart(5)}  ${name}`);
  return lines.join('\n');
}

/** Self time per function (name and file) of the page's profiler samples taken within [from, to]. */
function profileSelfTime(traceEvents, pids, from, to) {
  const totals = new Map();
  const profiles = new Map();
  for (const event of traceEvents) {
    if (!pids.has(event.pid)) continue;
    if (event.name === 'Profile')
      profiles.set(`${event.pid}:${event.id}`, { time: event.args.data.startTime, nodes: new Map() });
    if (event.name !== 'ProfileChunk') continue;
    const profile = profiles.get(`${event.pid}:${event.id}`);
    if (!profile) continue;
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) profile.nodes.set(node.id, node.callFrame);
    (cpuProfile.samples ?? []).forEach((id, index) => {
      profile.time += timeDeltas[index] ?? 0;
      const next = timeDeltas[index + 1] ?? 0;
      if (profile.time < from || profile.time > to) return;
      const frame = profile.nodes.get(id);
      const name = `${frame?.functionName || '(anonymous)'} ${fileOf(frame?.url)}`.trim();
      totals.set(name, (totals.get(name) ?? 0) + next);
    });
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(summarizeTrace(process.argv[2]));
