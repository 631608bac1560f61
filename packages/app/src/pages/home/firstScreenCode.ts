import { hydratedEvent, pageHydrated } from '../../earlyInput.ts';

/**
 * Once the page has hydrated (its title, at the page's own level, says so: PageTitle). React hydrates
 * the lazy parts' boundaries after the page's own commit, so they usually ask after that.
 */
const whenPageHydrated = () =>
  pageHydrated()
    ? Promise.resolve()
    : new Promise<void>((resolve) => addEventListener(hydratedEvent, () => resolve(), { once: true }));

const prerenderedInPage = () => typeof document !== 'undefined' && document.getElementById('home') !== null;

let code: Promise<typeof import('./FirstScreen.tsx')> | undefined;

/**
 * The code of the home page's first screen (FirstScreen.tsx). On a visit that opens the prerendered
 * page it runs right after the page has hydrated (its file is fetched with the page's, announced in
 * its HTML): the hydration itself is React and the router alone, and the first screen answers from
 * then on, not at the first idle moment or the first press (its links and its alert's popover work
 * before, without script). A visit that arrives by navigation (no prerendered hero in the page), and
 * the prerenderer, ask for it at once.
 */
export function firstScreenCode(): Promise<typeof import('./FirstScreen.tsx')> {
  code ??= (prerenderedInPage() ? whenPageHydrated() : Promise.resolve()).then(
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
