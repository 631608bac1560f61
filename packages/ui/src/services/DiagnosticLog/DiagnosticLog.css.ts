import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@winhub/tokens';

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const log = style({
  margin: 0,
  padding: vars.space['4'],
  maxHeight: '320px',
  overflowY: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const lines = style({ margin: 0, padding: 0, listStyle: 'none' });

export const line = recipe({
  base: { display: 'flex', gap: vars.space['3'], padding: `2px 0`, overflowWrap: 'anywhere' },
  variants: {
    level: {
      info: { color: vars.color.text },
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
    },
  },
  defaultVariants: { level: 'info' },
});

export const time = style({ flexShrink: 0, color: vars.color.textMuted });

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});
