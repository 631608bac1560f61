import { whenIdle } from '../../whenIdle.ts';

/** The first touch, click or key of a visit: the part under it should answer as soon as it can. */
const firstInput = ['pointerdown', 'keydown', 'focusin'] as const;

function whenIdleOrTouched(): Promise<void> {
  return new Promise((resolve) => {
    const cancelIdle = whenIdle(done);
    for (const type of firstInput) addEventListener(type, done, { capture: true, once: true });
    function done() {
      cancelIdle();
      for (const type of firstInput) removeEventListener(type, done, { capture: true });
      resolve();
    }
  });
}

const prerenderedInPage = () => typeof document !== 'undefined' && document.getElementById('home') !== null;

let code: Promise<typeof import('./FirstScreen.tsx')> | undefined;

/**
 * The code of the home page's first screen (FirstScreen.tsx). On a visit that opens the prerendered
 * page it is asked for once the page has hydrated and the browser is idle, or at the visitor's first
 * touch or key if that comes sooner: the page's first load is React and the router alone, and a press
 * made before then is held for it (earlyInput.ts). A visit that arrives by navigation (no prerendered
 * hero in the page), and the prerenderer, ask for it at once.
 */
export function firstScreenCode(): Promise<typeof import('./FirstScreen.tsx')> {
  code ??= (prerenderedInPage() ? whenIdleOrTouched() : Promise.resolve()).then(
    () => import('./FirstScreen.tsx'),
  );
  return code;
}

/**
 * The home route's loader: nothing when the page hydrates its prerendered HTML (its parts wait for
 * their code lazily), otherwise the first screen's code, so that the page renders whole at once.
 */
export function firstScreenUnlessPrerendered(): Promise<typeof import('./FirstScreen.tsx')> | undefined {
  return prerenderedInPage() ? undefined : firstScreenCode();
}
