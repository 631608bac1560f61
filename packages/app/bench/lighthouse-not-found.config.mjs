// The not-found page answers 404 by design, and Chromium reports a document's 404 in the console as a
// failed load; Lighthouse would count that as the page's console error. Any other error still counts.
export default {
  extends: 'lighthouse:default',
  audits: [
    {
      path: 'errors-in-console',
      options: { ignoredPatterns: ['the server responded with a status of 404'] },
    },
  ],
};
