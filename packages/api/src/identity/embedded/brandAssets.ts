export const FAVICON_ROUTE = '/assets/favicon.svg';
/** Beside the stylesheet, which loads it by this relative name. */
export const FONT_ROUTE = '/assets/inter-latin.woff2';

/** The WinHub mark, the same as the app's favicon and logo. */
export const BRAND_MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#5b6cff"/><path d="M7 10l3.5 12L16 12l5.5 10L25 10" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>';
