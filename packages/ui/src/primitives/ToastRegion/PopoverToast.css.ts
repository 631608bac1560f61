import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

// The browser's popover box (centred, bordered, filled) gives way: the toast's own place and look show.
export const popoverReset = style({
  top: 'auto',
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  overflow: 'visible',
});

// the close button is the browser's own: its hover and focus are CSS states, not react-aria's marks
export const nativeClose = style({
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
