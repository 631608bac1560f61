import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['3'],
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
