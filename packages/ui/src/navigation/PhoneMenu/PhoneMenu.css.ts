import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';
import { navLink } from '../shared/navLink.css.ts';

const hiddenFromTablet = { [media.tablet]: { display: 'none' } };

export const panel = recipe({
  base: {
    display: 'grid',
    gap: vars.space['3'],
    paddingBlock: vars.space['4'],
    borderTop: `1px solid ${vars.color.border}`,
    '@media': hiddenFromTablet,
  },
  variants: {
    inset: { true: { paddingInline: vars.space['4'] } },
    ruledAccount: { true: { gap: vars.space['4'] } },
  },
});

export const links = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style([navLink, { width: '100%', minHeight: '44px', fontSize: vars.fontSize.md }]);

export const account = recipe({
  base: { display: 'grid', gap: vars.space['3'] },
  variants: {
    ruled: { true: { paddingTop: vars.space['4'], borderTop: `1px solid ${vars.color.border}` } },
  },
});
