import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@winhub/tokens';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['6'],
    height: '100%',
    padding: vars.space['8'],
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.xl,
    background: vars.color.surface,
  },
  variants: {
    featured: {
      true: {
        borderColor: vars.color.accent,
        background: vars.color.surfaceRaised,
        boxShadow: vars.shadow.glow,
      },
    },
  },
});

export const ribbon = style({
  position: 'absolute',
  top: 0,
  right: vars.space['6'],
  transform: 'translateY(-50%)',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const header = style({ display: 'grid', gap: vars.space['2'] });

export const name = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const price = style({ display: 'flex', alignItems: 'baseline', gap: vars.space['1'], margin: 0 });

export const amount = style({
  color: vars.color.text,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
});

export const period = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const features = style({
  display: 'grid',
  gap: vars.space['3'],
  alignContent: 'start',
  flexGrow: 1,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const feature = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const featureIcon = recipe({
  base: { flexShrink: 0, marginTop: '1px' },
  variants: {
    kind: { included: { color: vars.color.success }, limit: { color: vars.color.textMuted } },
  },
});
