import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

/** The page's top bar: stays on top while the page scrolls, a hairline below. */
export const stickyHeader = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});
