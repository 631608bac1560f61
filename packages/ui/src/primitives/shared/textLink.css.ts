import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

/** A link or button that reads as a link ("Forgot password?", "Back to sign in"…). */
export const textLink = style({
  padding: `${vars.space['1']} 0`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.accentText,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  textDecoration: 'none',
  selectors: {
    '&[data-hovered], &:hover': { textDecoration: 'underline' },
    '&[data-focus-visible], &:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
