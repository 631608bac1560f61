import { style } from '@vanilla-extract/css';
import { media, vars } from '@winhub/tokens';

/**
 * A top-bar link: muted until hovered or current, with an always-visible focus ring. Styled the same as a
 * react-aria `Link` (its data attributes) and as a plain anchor (the browser's own states).
 */
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '40px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  outline: 'none',
  transition: `color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.text, background: vars.color.surfaceRaised },
    '&[data-focus-visible], &:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
  '@media': { [media.hover]: { selectors: { '&:hover': { color: vars.color.text } } } },
});
