const lastReloadKey = 'winhub_stale_chunk_reload';
/** A second failure this soon after reloading is not a stale page: the error is left to show. */
const reloadIntervalMs = 60_000;

/**
 * A page open across a deploy asks for chunks the new build no longer has (their names are
 * hashes). Vite announces such a failed import with `vite:preloadError`: the page then loads again,
 * from the new build, at most once a minute so a chunk that is really missing cannot loop.
 */
export function reloadOnStaleChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const lastReload = Number(window.sessionStorage.getItem(lastReloadKey) ?? 0);
    if (Date.now() - lastReload < reloadIntervalMs) return;
    window.sessionStorage.setItem(lastReloadKey, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
