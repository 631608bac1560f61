type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a task of its own, so the browser can paint and answer input between two long pieces
 * of work: `scheduler.yield()` where there is one (it resumes ahead of other queued tasks), else a
 * message to a channel. Not a timer: a page whose clock is paused (the e2e tests pause it) must still
 * move on.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
