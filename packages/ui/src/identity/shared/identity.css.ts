import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

/** A row of secondary actions under a form (links and text buttons). */
export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  margin: 0,
  fontSize: vars.fontSize.sm,
});

/** A link or button that reads as a link. */
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

/** A calm confirmation inside a form card (a link was sent, a password changed). */
export const statusMessage = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.55,
});

export const statusIcon = style({ flexShrink: 0, marginTop: '2px', color: vars.color.success });
export const warningIcon = style({ flexShrink: 0, marginTop: '2px', color: vars.color.warning });

/** The "or" between two ways of doing one thing. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, height: '1px', background: vars.color.border },
  },
});
