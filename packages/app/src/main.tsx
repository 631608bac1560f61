import { darkTheme } from '@winhub/tokens';
import { type PageRefusal, setBearerSource, setPageRefusalHandler } from './api/http.ts';
import { lazyQueryClient } from './api/lazyQueryClient.ts';
import { noteBusinessDomain } from './session/noteBusinessDomain.ts';
import { createBrowserSession } from './session/session.ts';
import { warmIntlOffMainThread } from './warmIntl.ts';
import { whenIdle } from './whenIdle.ts';
import { yieldToBrowser } from './yieldToBrowser.ts';

/** Where each page refusal of the api sends the person (api/http.ts). */
const refusalPages = {
  second_factor_required: '/second-factor',
  no_organization: '/no-organization',
} as const satisfies Record<PageRefusal, string>;

// zod probes `new Function('')` before its first parse; the CSP forbids it and logs a violation. zod
// reads its settings from this global when it loads, so zod itself stays out of the first-load code
// and arrives with the schemas of the pages that parse.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

warmIntlOffMainThread();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element not found');

// The prerendered pages have it already; the dev server's index.html does not.
document.documentElement.classList.add(darkTheme);
const session = createBrowserSession();
// the api client's signed-in calls carry the session's token
setBearerSource(session.token);
// The session is validated from the start, in parallel with the page's code and data.
void session.evaluated();
session.watchOtherTabs(window);
// The page's code evaluates in tasks of their own, not one long one (each under about 12 ms at full
// speed, under 50 ms at a phone's): this module, the router's modules, the router with its route
// tree, React DOM, then the app (hydrateApp.tsx). Their chunks are preloaded with the entry's
// (build-steps/prerender.ts), so the imports wait for no request.
await yieldToBrowser();
const { createAppRouter } = await import('./router.ts');
await yieldToBrowser();
const router = createAppRouter({ session, queryClient: lazyQueryClient() });
// an organization requiring a second factor the person lacks: they set one up before anything else;
// no organization at all: a page that says so (an invitation link still opens). Only the page that
// asked is left: the late refusal of a request sent from an earlier page (its navigation's data asked
// ahead) does not take the person away from the page they went to since (their account, say).
setPageRefusalHandler((refusal, askedOn) => {
  const to = refusalPages[refusal];
  const shown = window.location.pathname;
  if (shown !== to && (askedOn === null || askedOn === shown)) void router.navigate({ to });
});
await yieldToBrowser();
// The page's route chunks load before the first render, so hydration finds every component ready.
await router.load();
await yieldToBrowser();
await import('react-dom/client');
await yieldToBrowser();
const { hydrateApp } = await import('./hydrateApp.tsx');
hydrateApp(rootElement, router);
// after the first screen, when the browser is idle: the config request waits behind the page's. Its code
// is in the entry (a few hundred bytes): in a chunk of its own, the request would sit a level deeper in
// the page's request chain
whenIdle(() => void noteBusinessDomain());
