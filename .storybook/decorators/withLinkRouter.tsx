import type { Decorator } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';

/**
 * Story decorator: links hand their href to a no-op router instead of navigating the story frame,
 * the way the app's router takes over links at runtime.
 */
export const withLinkRouter: Decorator = (Story) => (
  <RouterProvider navigate={() => undefined}>
    <Story />
  </RouterProvider>
);
