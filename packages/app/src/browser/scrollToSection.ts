import { scrollSmoothly } from './scrollSmoothly.ts';

/** Smoothly scrolls to an in-page anchor; answers false when the page has no such section. */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  scrollSmoothly(section, 'start');
  window.history.replaceState(window.history.state, '', `#${id}`);
  return true;
}
