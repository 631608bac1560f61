/**
 * Runs inline at the end of a prerendered page: its modules are asked for only once the browser has
 * shown the page (its first contentful paint), so nothing competes with that paint. A page opened in
 * the background loads them at once, and a page that paints no text after 3 s.
 * Serialized with `toString()` by the prerender step: it must use nothing from outside its body.
 */
export function loadAfterPaint(entry: string, preloads: string[]): void {
  let loaded = false;
  const append = (element: HTMLElement) => document.head.append(element);
  const preload = (href: string) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    append(link);
  };
  // a few requests per task: each costs its task a millisecond or more at a phone's speed, and the
  // page's first press may come between two tasks
  const preloadInTurns = (hrefs: string[]) => {
    for (const href of hrefs.slice(0, 4)) preload(href);
    if (hrefs.length <= 4) return;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      preloadInTurns(hrefs.slice(4));
    };
    channel.port2.postMessage(null);
  };
  const load = () => {
    if (loaded) return;
    loaded = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    append(script);
    preloadInTurns(preloads);
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
