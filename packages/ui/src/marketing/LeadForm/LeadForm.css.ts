import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

export const form = style({ display: 'grid', gap: vars.space['5'] });

export const row = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr', gap: vars.space['4'] } },
});
