import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useEffect } from 'react';
import { RouterProvider } from 'react-aria-components';

/** A press on a plain anchor that nothing else took: kept from navigating the story frame. */
function keepFrame(event: MouseEvent) {
  if (!event.defaultPrevented && event.target instanceof Element && event.target.closest('a[href]'))
    event.preventDefault();
}

/** Takes plain anchors' presses on the window, after the story's own listeners, as the app does. */
function PlainAnchorRouter({ children }: { children: ReactNode }) {
  useEffect(() => {
    window.addEventListener('click', keepFrame);
    return () => window.removeEventListener('click', keepFrame);
  }, []);
  return children;
}

/**
 * Story decorator: links hand their href to a no-op router instead of navigating the story frame, the
 * way the app's router takes over links at runtime (react-aria's through this provider, plain anchors
 * through a listener of the app's own, here a no-op one).
 */
export const withLinkRouter: Decorator = (Story) => (
  <RouterProvider navigate={() => undefined}>
    <PlainAnchorRouter>
      <Story />
    </PlainAnchorRouter>
  </RouterProvider>
);
