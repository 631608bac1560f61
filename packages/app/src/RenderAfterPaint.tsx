import { type ReactNode, useDeferredValue } from 'react';

/**
 * Renders `children` in a render of their own after the one that shows their page, so a page change
 * paints at once (its heading, its tabs) and a costly part (a form of many fields) follows in the next
 * frames. Until then `placeholder` holds its place.
 */
export function RenderAfterPaint({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  const ready = useDeferredValue(true, false);
  return ready ? children : placeholder;
}
