/** Sent on `window` each time React has hydrated a part of the page (see PageTitle, HydratedMark). */
export const hydratedEvent = 'winhub:hydrated';

/**
 * Runs inline in the head of every prerendered page, before any of the app's code has loaded (the
 * page shows before its code arrives, and its lower sections hydrate later still). What a person
 * does to a part that has not hydrated yet is kept for that part's code:
 * - text typed into a field is given to the field again once its part has hydrated, as if typed then
 *   (hydration may reset a field, and a form reads its fields from their events);
 * - a button, radio, checkbox or tab pressed does nothing by itself, so the press is held and pressed
 *   again after that. Links keep their native navigation (but a link marked `data-signed-in-href`,
 *   pressed by a person whose session is stored, is held as a button), a popover's button opens it;
 *   a text field's label focuses it.
 * - a form's submit with a required field empty opens the form's own notice, part of the HTML (its
 *   `data-required-fields` and `data-early-notice`: the sign-in's "Campos obrigatórios"), and is not held.
 * - none of these events reaches React while their part has not hydrated (nor the rest of a press that
 *   began then): React would hydrate that part at once, inside the event, a long task before the
 *   browser shows its answer (a field's focus, a link's navigation, the notice below). React hydrates
 *   each part in its own time, in slices.
 * A part has hydrated once the page has said so and React has claimed its elements (it keeps its
 * fiber on each).
 * Serialized with `toString()` by the prerender step: it must use nothing from outside its body.
 */
export function holdEarlyInput(eventName: string, signedIn: () => boolean): void {
  const heldControls =
    'button, label, input[type="radio"], input[type="checkbox"], [role="radio"], [role="checkbox"], [role="switch"], [role="tab"], [role="option"]';
  const held: HTMLElement[] = [];
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  // React claims elements while it hydrates, before it commits: nothing counts until the page says so
  let pageHydrated = false;
  const hydrated = (element: Element) =>
    pageHydrated && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  // React's own list: the events it hydrates a part for at once (discrete) or at a high priority (hover, focus)
  const shielded =
    'pointerdown pointerup mousedown mouseup touchstart touchend touchcancel pointercancel click auxclick dblclick contextmenu keydown keypress keyup input change textInput compositionstart compositionend copy cut paste dragstart dragend drop reset focusin pointerover mouseover dragenter gotpointercapture'.split(
      ' ',
    );
  // the press (pointerdown to click) began on a part not hydrated yet: React sees none of it
  let earlyPress = false;
  const shield = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.closest('[data-prerendered]')) return;
    if (event.type === 'pointerdown') earlyPress = !hydrated(target);
    const inPress = earlyPress && /^(pointerup|mouseup|click)$/.test(event.type);
    if (!hydrated(target) || inPress) event.stopPropagation();
  };
  let noticeTimer: ReturnType<typeof setTimeout> | undefined;
  /** Whether the press was a submit answered by its form's notice (a required field is empty). */
  const answeredByNotice = (control: HTMLElement): boolean => {
    const form = control instanceof HTMLButtonElement && control.type === 'submit' ? control.form : null;
    const noticeId = form?.dataset.earlyNotice;
    const notice = noticeId ? document.getElementById(noticeId) : null;
    if (!form || !notice) return false;
    const open = notice.matches(':popover-open');
    const missing = (form.dataset.requiredFields ?? '').split(' ').some((name) => {
      const field = form.elements.namedItem(name);
      return field instanceof HTMLInputElement && field.value.trim() === '';
    });
    if (!missing) {
      if (open) notice.hidePopover();
      return false;
    }
    if (!open) notice.showPopover();
    clearTimeout(noticeTimer);
    // as long as the region's toasts stay
    noticeTimer = setTimeout(() => notice.matches(':popover-open') && notice.hidePopover(), 5000);
    return true;
  };
  const hold = (event: MouseEvent) => {
    // a link that leads a signed-in person elsewhere (Start FREE Now: to the dashboard) waits for its code
    const signedInLink =
      event.target instanceof Element ? event.target.closest('a[data-signed-in-href]') : null;
    const target =
      signedInLink && signedIn()
        ? signedInLink
        : event.target instanceof Element
          ? event.target.closest(heldControls)
          : null;
    const pressedEarly = earlyPress;
    earlyPress = false;
    if (!(target instanceof HTMLElement) || (hydrated(target) && !pressedEarly)) return;
    if (target instanceof HTMLButtonElement && target.disabled) return;
    // a popover's button opens it with no script: its press is the browser's, not held
    if (target.hasAttribute('popovertarget')) return;
    const control = target instanceof HTMLLabelElement ? target.control : null;
    if (control && !(control instanceof HTMLInputElement && /^(radio|checkbox)$/.test(control.type))) return;
    event.preventDefault();
    event.stopPropagation();
    if (answeredByNotice(target)) return;
    // hydrated during the press: pressed again at once, as the press React did not see
    if (hydrated(target)) queueMicrotask(() => target.click());
    else if (!held.includes(target)) held.push(target);
  };
  const note = (event: Event) => {
    const field = event.target;
    const isText =
      field instanceof HTMLTextAreaElement ||
      (field instanceof HTMLInputElement && field.type !== 'radio' && field.type !== 'checkbox');
    if (isText && !hydrated(field)) typed.set(field, field.value);
  };
  for (const type of shielded) addEventListener(type, shield, true);
  addEventListener('click', hold, true);
  addEventListener('input', note, true);
  addEventListener(eventName, () => {
    pageHydrated = true;
    for (const [field, value] of typed) {
      if (!field.isConnected || !hydrated(field)) continue;
      typed.delete(field);
      // through the element's own setter, then the prototype's: React sees a change and tells the form
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    // after React has applied the text given back (it commits an input's update in a microtask), so a
    // held submit reads the fields as typed
    void Promise.resolve()
      .then(() => undefined)
      .then(() => {
        for (const control of [...held]) {
          if (control.isConnected && !hydrated(control)) continue;
          held.splice(held.indexOf(control), 1);
          // a part React rendered anew instead of hydrating has new elements: the same control by its text
          const counterpart = control.isConnected
            ? control
            : [...document.querySelectorAll<HTMLElement>(control.tagName)].find(
                (candidate) => candidate.textContent === control.textContent,
              );
          counterpart?.click();
        }
      });
  });
}

let announced = false;

/** Tells the held input (above) that a part of the page now answers. */
export function announceHydrated(): void {
  announced = true;
  window.dispatchEvent(new Event(hydratedEvent));
}

/** Whether the page has hydrated (a part of it has said so). */
export const pageHydrated = (): boolean => announced;

/**
 * Resolves once React has hydrated the part `element` belongs to (the part has said so, and React keeps
 * its fiber on the element): an update reaching a part still waiting to hydrate would make React drop
 * its HTML and render it anew.
 */
export function whenHydrated(element: Element): Promise<void> {
  const claimed = () => announced && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  if (claimed()) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (!claimed()) return;
      window.removeEventListener(hydratedEvent, check);
      resolve();
    };
    window.addEventListener(hydratedEvent, check);
  });
}
