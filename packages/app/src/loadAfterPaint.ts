/**
 * Runs inline at the end of a prerendered page: its modules are asked for only once the browser has
 * shown the page (its first contentful paint), so nothing competes with that paint. A page opened in
 * the background loads them at once, and a page that paints no text after 3 s.
 * Serialized with `toString()` by the prerender step: it must use nothing from outside its body.
 */
export function loadAfterPaint(entry: string, preloads: string[]): void {
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  const paintTimed =
    'PerformanceObserver' in window && PerformanceObserver.supportedEntryTypes.includes('paint');
  if (document.visibilityState === 'hidden' || !paintTimed) {
    load();
    return;
  }
  // the paint's own report, not the load event (it may come first) nor a frame (it comes before the paint)
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
  // a page that never paints text still gets its code
  setTimeout(load, 3000);
}
