import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@winhub/tokens';

export const logo = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    color: vars.color.text,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '-0.02em',
    lineHeight: 1,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
      '&[data-hovered]': { cursor: 'pointer' },
    },
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.md },
      md: { fontSize: vars.fontSize.xl },
      lg: { fontSize: vars.fontSize['3xl'], gap: vars.space['3'] },
    },
  },
  defaultVariants: { size: 'md' },
});

export const mark = style({ display: 'block', flexShrink: 0, width: '1.45em', height: '1.45em' });

export const markStroke = style({
  fill: 'none',
  stroke: vars.color.textOnAccent,
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const hub = style({ color: vars.color.accentText });
