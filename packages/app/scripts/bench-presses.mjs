// The presses table of `pnpm bench:web`: for each press a person makes on the public and signed-in pages,
// the time in the page from the press's `pointerdown` to the frame that shows its answer (the page
// scrolled, the alert open, the next page's heading), pressed as soon as the control shows ("at load")
// and 1 s later, with the CPU at full speed and 4× slower (CDP Emulation.setCPUThrottlingRate), median
// and 75th percentile of 9 runs, each in a fresh browser context. The runs go in rounds (every press and
// cell once, then again), after a first round that is not counted (a cold browser and server): a machine
// that slows down for a while costs every cell alike, not the few measured then. The time is read in the
// page: the press's event time and the first animation frame in which the answer holds, in the one clock
// of `performance.timeOrigin` (kept in sessionStorage when the press navigates to a new document). Beside
// it, the press's input delay: from its event time to its first listener, the main thread's own block.
// BENCH_PRESS_TRACE=dir records one more run of each cell as a Chromium trace (scripts/press-trace.mjs
// reads it).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { summarizeTrace, traceCategories } from './press-trace.mjs';

export const pressRuns = Number(process.env.BENCH_PRESS_RUNS ?? 9);
export const pressCpuRates = [1, 4];
export const pressTargetsMs = { 1: 100, 4: 200 };

/**
 * The presses: the page, the control pressed (a Playwright locator built from `page`), what to do first
 * (`prepare`), and the answer the page must show, by name (see `answers` in the page script below).
 */
export const presses = [
  {
    name: '/ Start FREE Now → scroll',
    path: '/',
    control: (page) =>
      page
        .locator('#home')
        .getByRole('link', { name: 'Start FREE Now' })
        .or(page.locator('#home').getByRole('button', { name: 'Start FREE Now' })),
    answer: 'scrolled',
  },
  {
    name: '/ Sign In → login form',
    path: '/',
    control: (page) =>
      page
        .getByRole('banner')
        .getByRole('link', { name: 'Sign In' })
        .or(page.getByRole('banner').getByRole('button', { name: 'Sign In' }))
        .first(),
    answer: 'loginForm',
  },
  {
    name: '/ Advertise Here → alert',
    path: '/',
    control: (page) => page.locator('#home').getByRole('button', { name: 'Advertise Here' }),
    answer: 'alert',
  },
  {
    name: '/login first field',
    path: '/login',
    control: (page) => page.getByRole('textbox', { name: 'Email' }),
    answer: 'fieldFocused',
  },
  {
    name: '/login submit (empty)',
    path: '/login',
    control: (page) => page.getByRole('button', { name: 'Sign In', exact: true }),
    answer: 'submitAnswered',
  },
  ...[
    ['/dashboard', 'Billing', '/billing'],
    ['/billing', 'Settings', '/settings'],
    ['/settings', 'Dashboard', '/dashboard'],
    ['/dashboard', 'Upgrade', '/upgrade'],
  ].map(([from, link, to]) => ({
    name: `${from} → ${link}`,
    path: from,
    signedIn: true,
    control: (page) =>
      link === 'Upgrade'
        ? page
            .getByRole('main')
            .getByRole('link', { name: /upgrade/i })
            .first()
        : page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: link }),
    answer: `page:${to}`,
  })),
];

/**
 * Runs in every document of a measured context, before the page's own scripts. Notes the press (the
 * context's first pointerdown, whose answer is `answer`) and watches each animation frame for its answer,
 * in this document or (after a navigation) the next; the answer's time goes to the bench through the
 * context's `__benchPressAnswered` binding. Nothing the bench runs in the page (each first use of an
 * evaluation in a document injects a few hundred KB of Playwright's script) then competes with the page
 * between the press and its answer.
 */
function watchPresses(answer) {
  const visible = (element) =>
    element instanceof Element &&
    element.getBoundingClientRect().height > 0 &&
    (element.checkVisibility?.({ visibilityProperty: true, opacityProperty: true }) ?? true);
  const answers = {
    scrolled: (start) => window.scrollY > Number(start.scrollY) + 40,
    loginForm: () =>
      location.pathname === '/login' && visible(document.querySelector('main input[name="email"]')),
    alert: () =>
      [...document.querySelectorAll('[role="alertdialog"], dialog[open], :popover-open')].some(
        (element) => visible(element) && /coming soon/i.test(element.textContent ?? ''),
      ),
    fieldFocused: () => {
      const field = document.activeElement;
      return (
        field instanceof HTMLInputElement && field.name === 'email' && !field.readOnly && !field.disabled
      );
    },
    submitAnswered: (start) =>
      location.pathname !== start.path ||
      [...document.querySelectorAll('[role="alertdialog"], [role="alert"], [aria-invalid="true"]')].some(
        (element) => visible(element) && (element.textContent ?? '').trim() !== '',
      ),
    // the next page's own heading (the router changes the address before the page shows)
    page: (start, to) =>
      location.pathname === to &&
      [...document.querySelectorAll('main h1, main h2')].some(
        (heading) => visible(heading) && !start.headings.includes(heading.textContent),
      ),
  };
  const key = 'bench-press';
  const now = () => performance.timeOrigin + performance.now();
  const watch = () => {
    const start = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (!start || start.answeredAt) return;
    const [name, argument] = start.answer.split(':');
    const frame = () => {
      if (answers[name](start, argument)) {
        start.answeredAt = now();
        sessionStorage.setItem(key, JSON.stringify(start));
        performance.mark('bench-press-answered');
        window.__benchPressAnswered({
          ms: start.answeredAt - start.pressedAt,
          inputDelayMs: start.inputDelayMs,
        });
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  addEventListener(
    'pointerdown',
    (event) => {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(
        key,
        JSON.stringify({
          answer,
          path: location.pathname,
          scrollY: window.scrollY,
          headings: [...document.querySelectorAll('main h1, main h2')].map((heading) => heading.textContent),
          pressedAt: performance.timeOrigin + event.timeStamp,
          inputDelayMs: performance.now() - event.timeStamp,
        }),
      );
      performance.mark('bench-press-down');
      watch();
    },
    { capture: true },
  );
  // a press that navigated: its answer is in this document
  watch();
}

/** The value below which `fraction` of the runs fall (nearest rank); a run with no answer counts as slowest. */
const percentile = (values, fraction) => {
  const sorted = values.map((value) => (Number.isFinite(value) ? value : Infinity)).sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)];
  return sorted.length && Number.isFinite(value) ? value : Number.NaN;
};

const noAnswer = { ms: Number.NaN, inputDelayMs: Number.NaN };

/** The answer the page sends through the context's binding, or noAnswer after `timeoutMs`. */
function answerOf(answered, timeoutMs = 15_000) {
  let timer;
  return Promise.race([
    answered,
    new Promise((resolve) => {
      timer = setTimeout(() => resolve(noAnswer), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function onePress(browser, { origin, press, cpuRate, delayMs, storageState, tracePath }) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...(press.signedIn ? { storageState } : {}),
  });
  try {
    let sendAnswer;
    const answered = new Promise((resolve) => {
      sendAnswer = resolve;
    });
    await context.exposeBinding('__benchPressAnswered', (_source, answer) => sendAnswer(answer));
    await context.addInitScript(watchPresses, press.answer);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    if (tracePath) await browser.startTracing(page, { path: tracePath, categories: traceCategories });
    await page.goto(`${origin}${press.path}`, { waitUntil: 'commit' });
    const control = press.control(page);
    await control.waitFor({ state: 'visible', timeout: 30_000 });
    if (delayMs) await page.waitForTimeout(delayMs);
    // a real press (mouse down and up at the control's centre), without waiting for the control to be
    // "enabled": a prerendered control that waits for its code is part of what is measured. Found in
    // Playwright's own world, as waitFor found it (a bounding box, read in the page's world, would first
    // inject Playwright's script there: 100 ms of the page's main thread at 4× just before the press)
    await control.click({ force: true, noWaitAfter: true, timeout: 30_000 });
    const answer = await answerOf(answered);
    if (tracePath) {
      // the frames after the answer, for the trace to show what follows it
      await page.waitForTimeout(300);
      await browser.stopTracing();
    }
    return answer;
  } finally {
    await context.close();
  }
}

const cells = [...pressCpuRates].reverse().flatMap((cpuRate) =>
  [
    ['load', 0],
    ['1 s', 1000],
  ].map(([when, delayMs]) => ({ key: `${cpuRate}×/${when}`, cpuRate, delayMs })),
);

/**
 * Measures every press (or those whose name contains BENCH_PRESSES' words) and answers the rows:
 * `{ name, cells: { '4×/load': { median, p75, inputDelay, times }, … } }`. `storageState` signs the
 * signed-in pages in.
 */
export async function measurePresses({ origin, chromePath, storageState, runs = pressRuns }) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const filter = process.env.BENCH_PRESSES?.split(',');
  const chosen = filter
    ? presses.filter((press) => filter.some((word) => press.name.includes(word)))
    : presses;
  const measured = new Map(chosen.map((press) => [press, new Map(cells.map((cell) => [cell.key, []]))]));
  try {
    // round 0 warms the browser and the server up and is not counted
    for (let round = 0; round <= runs; round++) {
      for (const press of chosen)
        for (const { key, cpuRate, delayMs } of cells) {
          const answer = await onePress(browser, { origin, press, cpuRate, delayMs, storageState });
          if (round > 0) measured.get(press).get(key).push(answer);
        }
      process.stderr.write(`  presses: round ${round} of ${runs} done\n`);
    }
    const traceDir = process.env.BENCH_PRESS_TRACE;
    if (traceDir) {
      mkdirSync(traceDir, { recursive: true });
      for (const press of chosen)
        for (const { key, cpuRate, delayMs } of cells) {
          const tracePath = path.join(
            traceDir,
            `${press.name.replace(/\W+/g, '_')}-${key.replace(/\W+/g, '_')}.json`,
          );
          const answer = await onePress(browser, {
            origin,
            press,
            cpuRate,
            delayMs,
            storageState,
            tracePath,
          });
          console.log(`\nTrace: ${press.name} ${key}: ${answer.ms.toFixed(0)} ms (${tracePath})`);
          console.log(summarizeTrace(tracePath));
        }
    }
  } finally {
    await browser.close();
  }
  return chosen.map((press) => ({
    name: press.name,
    cells: Object.fromEntries(
      [...measured.get(press)].map(([key, answers]) => {
        const times = answers.map((answer) => answer.ms);
        return [
          key,
          {
            median: percentile(times, 0.5),
            p75: percentile(times, 0.75),
            inputDelay: percentile(
              answers.map((answer) => answer.inputDelayMs),
              0.5,
            ),
            times,
          },
        ];
      }),
    ),
  }));
}

const cellKeys = cells.map((cell) => cell.key);

const shown = (ms) => (Number.isFinite(ms) ? ms.toFixed(0) : '—');

/** Prints the table; answers the targets missed (by the median). */
export function printPresses(rows) {
  console.log(
    `\nPresses: pointerdown → visible answer, in the page, ms, median/p75 of ${pressRuns} after a warm-up round (fresh context each); [input delay, median]`,
  );
  console.log(['press'.padEnd(30), ...cellKeys.map((key) => key.padStart(15))].join(' '));
  const misses = [];
  for (const row of rows) {
    console.log(
      [
        row.name.padEnd(30),
        ...cellKeys.map((key) => {
          const cell = row.cells[key];
          return (
            cell ? `${shown(cell.median)}/${shown(cell.p75)} [${shown(cell.inputDelay)}]` : '—'
          ).padStart(15);
        }),
      ].join(' '),
    );
    for (const key of cellKeys) {
      const ms = row.cells[key]?.median;
      const target = pressTargetsMs[Number.parseInt(key, 10)];
      if (ms === undefined) continue;
      if (!(ms <= target))
        misses.push(`${row.name} ${key} ${Number.isFinite(ms) ? ms.toFixed(0) : 'no answer'} ms > ${target}`);
    }
  }
  return misses;
}
