import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';
import { choiceScreen } from '../shared/choiceCards.css.ts';

export const root = style([choiceScreen, { maxWidth: '880px' }]);

export const options = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const option = style({
  display: 'grid',
  justifyItems: 'start',
  alignContent: 'start',
  gap: vars.space['3'],
  padding: vars.space['6'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  transition: `transform ${vars.duration.normal} ${vars.easing.standard}, border-color ${vars.duration.normal} ${vars.easing.standard}, background-color ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: {
    '&[data-hovered]': {
      transform: 'translateY(-2px)',
      borderColor: vars.color.accent,
      background: vars.color.surfaceRaised,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
    '&[data-pressed]': { transform: 'scale(0.99)' },
  },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.accentText,
});
