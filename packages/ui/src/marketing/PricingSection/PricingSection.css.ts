import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

export const plans = style({
  display: 'grid',
  gap: vars.space['8'],
  maxWidth: '880px',
  marginInline: 'auto',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['6'] } },
});

export const terms = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space['2']} ${vars.space['6']}`,
  margin: `${vars.space['8']} 0 0`,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const term = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const termIcon = style({ color: vars.color.success });
