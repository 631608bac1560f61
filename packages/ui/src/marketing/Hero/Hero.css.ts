import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

export const hero = style({
  paddingBlock: vars.space['16'],
  scrollMarginTop: vars.space['16'],
  '@media': { [media.desktop]: { paddingBlock: vars.space['24'] } },
});

export const grid = style({
  display: 'grid',
  gap: vars.space['12'],
  alignItems: 'center',
  '@media': { [media.desktop]: { gridTemplateColumns: '1.1fr 1fr', gap: vars.space['16'] } },
});

export const copy = style({ display: 'grid', gap: vars.space['6'], justifyItems: 'start' });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['1']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const headline = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.03em',
});

export const headlineAccent = style({ color: vars.color.accentText });

export const lead = style({
  margin: 0,
  maxWidth: '36rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], width: '100%' });

// On phones the two calls to action share the row evenly, or take a full row each when they wrap.
globalStyle(`${actions} > *`, { flex: '1 1 auto', '@media': { [media.tablet]: { flex: '0 0 auto' } } });

export const pitch = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['5']}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const pitchItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const pitchIcon = style({ color: vars.color.success, flexShrink: 0 });

export const video = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space['4'],
  width: '100%',
  aspectRatio: '16 / 10',
  padding: vars.space['6'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  background: `radial-gradient(120% 90% at 50% 0%, ${vars.color.surfaceRaised} 0%, ${vars.color.surface} 60%, ${vars.color.background} 100%)`,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  cursor: 'pointer',
  outline: 'none',
  transition: `border-color ${vars.duration.normal} ${vars.easing.standard}, transform ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong, transform: 'translateY(-2px)' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
  },
});

export const playCircle = style({
  display: 'grid',
  placeItems: 'center',
  width: '72px',
  height: '72px',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  boxShadow: vars.shadow.glow,
});

export const videoCaption = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
