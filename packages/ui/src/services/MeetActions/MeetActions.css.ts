import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const buttons = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['3'],
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const join = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'end',
  gap: vars.space['3'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});
