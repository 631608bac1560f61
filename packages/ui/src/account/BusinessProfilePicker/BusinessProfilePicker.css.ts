import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';
import { choiceScreen } from '../shared/choiceCards.css.ts';

export const root = style([choiceScreen, { maxWidth: '960px' }]);

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

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const footer = style({ display: 'flex', justifyContent: 'center' });
