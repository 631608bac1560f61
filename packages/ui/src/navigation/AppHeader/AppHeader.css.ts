import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  width: '100%',
  maxWidth: '1200px',
  minHeight: '64px',
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': { [media.tablet]: { paddingInline: vars.space['8'] } },
});

export const desktopNav = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space['2'],
  '@media': { [media.tablet]: { display: 'flex' } },
});

export const links = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
