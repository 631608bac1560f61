import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

/** Horizontal frame shared by every home-page band: centred, max 1200 px, side gutters that grow with the screen. */
export const container = style({
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': {
    [media.tablet]: { paddingInline: vars.space['8'] },
  },
});

/**
 * A band after the first screen: the browser styles its contents, lays them out and paints them only as it
 * nears the window (about 30 ms of the home page's load at full speed, more on a phone), and keeps its last
 * height (at first the estimate) while it is away. Its contents may not draw outside it: it is a box of its
 * own for layout and paint.
 */
export const belowFirstScreen = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 900px',
} as const;

export const section = style({
  paddingBlock: vars.space['16'],
  scrollMarginTop: vars.space['16'],
  '@media': {
    [media.desktop]: { paddingBlock: vars.space['24'] },
  },
});

/** A home-page band after the first screen whose contents stay inside it (see belowFirstScreen). */
export const laterSection = style([section, belowFirstScreen]);

export const eyebrow = style({
  margin: 0,
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const sectionTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
});

export const sectionLead = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
});
