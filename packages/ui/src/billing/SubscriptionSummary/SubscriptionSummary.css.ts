import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const details = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['4'],
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' } },
});

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const value = style({ margin: `${vars.space['1']} 0 0`, fontWeight: vars.fontWeight.medium });

export const sentence = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.normal });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
