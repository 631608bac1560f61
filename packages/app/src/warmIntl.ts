/**
 * The first use of Intl in a page loads the browser's locale data: react-aria's i18n module does so as
 * it loads (its locale and direction check, `Intl.DateTimeFormat.supportedLocalesOf` and
 * `Intl.Locale#maximize`), a task of about 130 ms at 4× CPU on the main thread, when the page's alert
 * or a form's code arrives. That data belongs to the browser's process, which its workers share: a
 * worker that uses Intl first loads it off the main thread, and react-aria's check then takes under a
 * millisecond.
 */
export function warmIntlOffMainThread(): void {
  if (typeof Worker === 'undefined') return;
  new Worker(new URL('./intlWarmup.worker.ts', import.meta.url), { type: 'module' });
}
