/** Sent on `window` once React has hydrated (or first rendered) a page (see PageTitle). */
export const hydratedEvent = 'winhub:hydrated';

/**
 * Runs inline in the head of every prerendered page, before any of the app's code has loaded: a
 * button pressed before its page has hydrated does nothing by itself, so the press is held and
 * pressed again once the page says it has hydrated. Links keep their native navigation.
 * Serialized with `toString()` by the prerender step: it must use nothing from outside its body.
 */
export function holdEarlyClicks(eventName: string): void {
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(button)) held.push(button);
  };
  addEventListener('click', hold, true);
  addEventListener(
    eventName,
    () => {
      removeEventListener('click', hold, true);
      for (const button of held) if (button.isConnected) button.click();
    },
    { once: true },
  );
}

/** Tells the held presses (above) that the page's buttons now answer. */
export function announceHydrated(): void {
  window.dispatchEvent(new Event(hydratedEvent));
}
