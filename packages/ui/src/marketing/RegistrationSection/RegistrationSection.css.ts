import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

export const layout = style({
  display: 'grid',
  gap: vars.space['10'],
  alignItems: 'center',
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 1fr', gap: vars.space['16'] } },
});

export const intro = style({ display: 'grid', gap: vars.space['4'], justifyItems: 'start' });

export const benefits = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: `${vars.space['2']} 0 0`,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

export const benefit = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const benefitIcon = style({ color: vars.color.success, flexShrink: 0 });

export const card = style({
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['6'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  transition: `box-shadow ${vars.duration.slow} ${vars.easing.standard}, border-color ${vars.duration.slow} ${vars.easing.standard}`,
  '@media': { [media.tablet]: { padding: vars.space['8'] } },
  selectors: {
    '&[data-highlighted]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 4px ${vars.color.accent}, ${vars.shadow.glow}`,
    },
  },
});

export const cardTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const fine = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
});
