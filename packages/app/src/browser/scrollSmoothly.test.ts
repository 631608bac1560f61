import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollSmoothly } from './scrollSmoothly.ts';

// A page reduced to what the glide reads: a window 800 px high, and a band below the first screen drawn
// the way a browser draws `content-visibility: auto`: at its estimated height while away from the window,
// at its real height once it has been within a screen of it for `framesToDraw` frames.

const innerHeight = 800;
const estimatedHeight = 1092;
const realHeight = 677;
const bandTop = 4950;

function fakePage({ framesToDraw }: { framesToDraw: number }) {
  let scrollY = 0;
  let drawn = false;
  let framesNear = 0;
  let callbacks: FrameRequestCallback[] = [];
  const height = () => (drawn ? realHeight : estimatedHeight);
  const firstChild = { checkVisibility: () => drawn };
  // the band in the page: null between one taken out and the new one put in (React rendering it anew)
  let inPage: HTMLElement | null = null;
  const makeBand = (): HTMLElement => {
    const band = {
      id: 'registration-section',
      firstElementChild: firstChild,
      get isConnected() {
        return inPage === band;
      },
      // a detached element has no box
      getBoundingClientRect: () =>
        inPage === band ? { top: bandTop - scrollY, height: height() } : { top: 0, height: 0 },
    } as unknown as HTMLElement;
    return band;
  };
  const band = makeBand();
  inPage = band;
  vi.stubGlobal('window', {
    innerHeight,
    get scrollY() {
      return scrollY;
    },
    scrollTo: ({ top }: { top: number }) => {
      scrollY = top;
    },
    matchMedia: () => ({ matches: false }),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  vi.stubGlobal('document', {
    documentElement: { scrollHeight: bandTop + 4000 },
    getElementById: (id: string) => (inPage?.id === id ? inPage : null),
  });
  vi.stubGlobal('performance', { now: () => 0 });
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callbacks.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {
    callbacks = [];
  });
  return {
    band,
    /** Runs one frame at `time` ms after the press. */
    frame(time: number) {
      drawn ||= framesNear >= framesToDraw;
      const due = callbacks;
      callbacks = [];
      for (const callback of due) callback(time);
      framesNear = Math.abs(bandTop - scrollY) < 2 * innerHeight ? framesNear + 1 : 0;
    },
    /** Takes the band out of the page; `putBack` puts a new one with its id in its place. */
    takeOut() {
      inPage = null;
    },
    putBack() {
      inPage = makeBand();
    },
    /** How far the band is from the middle of the window, in px (0: centred). */
    offCentre: () => Math.round(bandTop - scrollY - (innerHeight - height()) / 2),
  };
}

/** Five frames on time, far from the band, then a busy machine's late frame, then frames on time again. */
function glideWithALateFrame(page: ReturnType<typeof fakePage>) {
  scrollSmoothly(page.band, 'center');
  for (const time of [16, 33, 50, 66, 83, 600]) page.frame(time);
  for (let frame = 1; frame <= 20; frame++) page.frame(600 + frame * 16);
}

describe('scrollSmoothly', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ends with the band centred at its real height when a late frame takes the page from far away to the end', () => {
    const page = fakePage({ framesToDraw: 1 });
    glideWithALateFrame(page);
    expect(page.offCentre()).toBe(0);
  });

  it('follows the band through its replacement when its part is rendered anew on the way', () => {
    const page = fakePage({ framesToDraw: 1 });
    scrollSmoothly(page.band, 'center');
    for (const time of [16, 33, 50]) page.frame(time);
    page.takeOut();
    for (const time of [66, 83]) page.frame(time);
    page.putBack();
    for (let time = 100; time <= 1200; time += 16) page.frame(time);
    expect(page.offCentre()).toBe(0);
  });

  it('waits for the band to be drawn, however many frames the browser takes', () => {
    const page = fakePage({ framesToDraw: 5 });
    glideWithALateFrame(page);
    expect(page.offCentre()).toBe(0);
  });
});
