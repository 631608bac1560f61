export type ScrollBlock = 'start' | 'center';

const durationMs = 450;
/** Frames the page may follow a target still moving once the glide has ended. */
const maxSettleFrames = 30;
/** Frames the target must hold still at the glide's end to count as reached (a part's new height shows a frame or two later). */
const stillFramesToArrive = 3;
/** Input that means the person scrolls on their own: the animation gives way to it. */
const takeoverEvents = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Fast at first, gentle at the end: the page moves on the frame after the press. */
const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

function targetTop(element: HTMLElement, block: ScrollBlock): number {
  const rect = element.getBoundingClientRect();
  const top =
    block === 'start'
      ? rect.top - Number.parseFloat(getComputedStyle(element).scrollMarginTop || '0')
      : rect.top - (window.innerHeight - rect.height) / 2;
  const maxTop = document.documentElement.scrollHeight - window.innerHeight;
  return Math.min(Math.max(window.scrollY + top, 0), maxTop);
}

/**
 * False while the browser still skips the element's contents (a `content-visibility: auto` band away from
 * the window): its height is then the estimate, and its place moves once it is drawn.
 */
function contentsDrawn(element: HTMLElement): boolean {
  const firstChild = element.firstElementChild;
  return firstChild?.checkVisibility?.({ contentVisibilityAuto: true }) ?? true;
}

/**
 * The element, or the one with its id that took its place (React rendering its part anew replaces it);
 * null while there is none.
 */
function liveElement(element: HTMLElement): HTMLElement | null {
  if (element.isConnected) return element;
  return element.id ? document.getElementById(element.id) : null;
}

/**
 * Scrolls the window to an element with an ease-out curve. The browser's own smooth scroll
 * (`behavior: 'smooth'`) eases in, so the page barely moves for the first ~100 ms after a press;
 * this one moves on the next frame. A reduced motion preference jumps. The target is read again on
 * each frame, and once there the page follows it until it is drawn and holds still: a lazy part above
 * the element, or the element itself, can change height as the page reaches it. Stillness counts from
 * the glide's end only: frames during the glide may all read one target (the parts near it not drawn
 * yet), and a late frame (a busy machine) can take the page from far away to the end in one step.
 * An element replaced on the way (its part rendered anew) is followed through its replacement.
 */
export function scrollSmoothly(element: HTMLElement, block: ScrollBlock): void {
  const duration = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : durationMs;
  const startTop = window.scrollY;
  const startTime = performance.now();
  let frame = 0;
  let settleFrames = 0;
  let stillFrames = 0;
  let lastTarget = Number.NaN;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of takeoverEvents) window.removeEventListener(type, stop);
  };
  const step = (now: number) => {
    const progress = duration === 0 ? 1 : Math.min((now - startTime) / duration, 1);
    const atEnd = progress === 1;
    const live = liveElement(element);
    if (live) {
      const target = targetTop(live, block);
      window.scrollTo({ top: startTop + (target - startTop) * easeOutCubic(progress), behavior: 'instant' });
      stillFrames = atEnd && Math.abs(target - lastTarget) < 1 && contentsDrawn(live) ? stillFrames + 1 : 0;
      lastTarget = target;
    } else {
      // between the element and its replacement: the page waits where it is
      stillFrames = 0;
    }
    const arrived = atEnd && stillFrames >= stillFramesToArrive;
    if (arrived || (atEnd && ++settleFrames > maxSettleFrames)) stop();
    else frame = requestAnimationFrame(step);
  };
  for (const type of takeoverEvents) window.addEventListener(type, stop, { passive: true });
  if (duration === 0) step(startTime);
  else frame = requestAnimationFrame(step);
}
