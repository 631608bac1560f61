import { darkTheme } from '@winhub/tokens';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { type PageRefusal, setBearerSource, setPageRefusalHandler } from './api/http.ts';
import { lazyQueryClient } from './api/lazyQueryClient.ts';
import { createAppRouter } from './router.ts';
import { noteBusinessDomain } from './session/noteBusinessDomain.ts';
import { createBrowserSession } from './session/session.ts';
import { warmIntlOffMainThread } from './warmIntl.ts';
import { whenIdle } from './whenIdle.ts';

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
const router = createAppRouter({ session, queryClient: lazyQueryClient() });
// an organization requiring a second factor the person lacks: they set one up before anything else;
// no organization at all: a page that says so (an invitation link still opens)
setPageRefusalHandler((refusal) => {
  const to = refusalPages[refusal];
  if (router.state.location.pathname !== to) void router.navigate({ to });
});
// The page's route chunks load before the first render, so hydration finds every component ready.
await router.load();
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);
// Both in a transition, which React renders in slices that yield to the browser: a press while a
// prerendered page hydrates waits for a slice, not for the whole page (the press itself reaches React
// only once its part has hydrated: earlyInput.ts). A lazy part's Suspense boundary keeps its HTML and
// hydrates when its code comes (the home page's lower sections as they come into view). The signed-in
// pages' light shell is replaced.
startTransition(() => {
  if (rootElement.hasAttribute('data-prerendered')) hydrateRoot(rootElement, app);
  else createRoot(rootElement).render(app);
});
// after the first screen, when the browser is idle: the config request waits behind the page's. Its code
// is in the entry (a few hundred bytes): in a chunk of its own, the request would sit a level deeper in
// the page's request chain
whenIdle(() => void noteBusinessDomain());
