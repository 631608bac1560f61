import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';
import { belowFirstScreen } from '../shared/layout.css.ts';

export const footer = style({
  ...belowFirstScreen,
  paddingBlock: `${vars.space['16']} ${vars.space['8']}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const top = style({
  display: 'grid',
  gap: vars.space['10'],
  '@media': { [media.desktop]: { gridTemplateColumns: '1.3fr 3fr', gap: vars.space['16'] } },
});

export const brand = style({ display: 'grid', alignContent: 'start', gap: vars.space['4'] });

export const tagline = style({
  margin: 0,
  maxWidth: '22rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['8'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const columnTitle = style({
  margin: `0 0 ${vars.space['4']}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const linkList = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  marginTop: vars.space['12'],
  paddingTop: vars.space['6'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const copyright = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const socials = style({ display: 'flex', gap: vars.space['2'] });

export const social = style({
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  transition: `color ${vars.duration.fast} ${vars.easing.standard}, border-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, borderColor: vars.color.borderStrong },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
