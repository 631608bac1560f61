import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

/** The frame of app pages that are not the marketing home: centred column with gutters. */
export const page = style({
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  paddingBlock: vars.space['8'],
  display: 'grid',
  gap: vars.space['8'],
  '@media': { [media.tablet]: { paddingInline: vars.space['8'] } },
});

/** A narrow column for forms and status screens. */
export const narrowPage = style([page, { maxWidth: '720px' }]);

/** Two columns on wide screens (form beside its summary), stacked on narrow ones. */
export const split = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: '3fr 2fr' } },
});

/** A full-height centred screen (status and redirect screens). */
export const centered = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['4'],
});

/** Holds the place of the home registration section while it loads, so scrolling to it lands right. */
export const sectionPlaceholder = style({ minHeight: '100vh' });
