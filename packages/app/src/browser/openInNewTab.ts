/**
 * Opens a new tab now, while the click still counts as a user gesture, and points it at an address
 * that arrives later. Answers null when the browser blocks the tab.
 */
export function openPendingTab(): { go: (url: string) => void; close: () => void } | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  tab.opener = null;
  return {
    go: (url) => tab.location.replace(url),
    close: () => tab.close(),
  };
}

/** Opens an address in a new tab; when the browser blocks it, this tab goes there instead. */
export function openInNewTabOrHere(url: string): 'new-tab' | 'here' {
  const tab = window.open(url, '_blank');
  if (tab) {
    tab.opener = null;
    return 'new-tab';
  }
  window.location.assign(url);
  return 'here';
}
