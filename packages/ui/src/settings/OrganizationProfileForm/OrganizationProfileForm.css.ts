import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

export const form = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['5'],
  maxWidth: '760px',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const fullWidth = style({
  '@media': { [media.tablet]: { gridColumn: '1 / -1' } },
});

export const footer = style([
  fullWidth,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: vars.space['3'],
    paddingTop: vars.space['4'],
    borderTop: `1px solid ${vars.color.border}`,
    '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'flex-end' } },
  },
]);

export const planLink = style({
  color: vars.color.accentText,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
  },
});
