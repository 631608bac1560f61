import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

/** The "or" between two ways of doing one thing, ruled on both sides. */
export const orDivider = style({
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
