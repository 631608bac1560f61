import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

export const root = style({
  display: 'grid',
  gap: vars.space['8'],
  width: '100%',
  maxWidth: '960px',
  marginInline: 'auto',
});

export const group = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  transition: `border-color ${vars.duration.normal} ${vars.easing.standard}, background-color ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong, background: vars.color.surfaceRaised },
    '&[data-selected]': {
      borderColor: vars.color.accent,
      background: vars.color.surfaceRaised,
      boxShadow: `0 0 0 1px ${vars.color.accent}`,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
  },
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const indicator = style({
  display: 'grid',
  placeItems: 'center',
  width: '22px',
  height: '22px',
  flexShrink: 0,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  color: vars.color.textOnAccent,
  selectors: {
    [`${card}[data-selected] &`]: { borderColor: vars.color.accent, background: vars.color.accent },
  },
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const footer = style({ display: 'flex', justifyContent: 'center' });
