/**
 * Runs `task` once the browser is idle, or after 200 ms where it cannot tell (Safari); answers a
 * function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const idle = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(idle);
  }
  const later = setTimeout(task, 200);
  return () => clearTimeout(later);
}
