import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

// The coming-soon alert as a native popover: it opens from its button with no script, and looks as the
// app's AlertDialog (primitives/Dialog) does.
export const popover = style({
  width: 'calc(100% - 32px)',
  maxWidth: '480px',
  maxHeight: 'calc(100dvh - 32px)',
  margin: 'auto',
  padding: 0,
  overflowY: 'auto',
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&::backdrop': { background: vars.color.overlay, backdropFilter: 'blur(4px)' },
  },
});

export const message = style({ margin: 0 });

// The popover's buttons are the browser's own (they work before any script): their focus ring and
// hover are the CSS states react-aria's buttons mark with data attributes.
const nativeFocus = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' };
export const nativeGhost = style({
  selectors: {
    '&:focus-visible': nativeFocus,
    '&:hover': { background: vars.color.surfaceRaised },
  },
});
export const nativePrimary = style({
  selectors: {
    '&:focus-visible': nativeFocus,
    '&:hover': { background: vars.color.accentHover },
  },
});
