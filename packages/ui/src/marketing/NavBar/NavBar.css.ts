import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['6'],
  minHeight: '64px',
});

export const desktopOnly = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'flex' } },
});

export const links = style({
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const account = style({
  alignItems: 'center',
  gap: vars.space['3'],
});

export const greeting = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
