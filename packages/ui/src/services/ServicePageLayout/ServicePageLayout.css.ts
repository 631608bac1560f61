import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';
import { serviceTint } from '../../primitives/ServiceIcon/index.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['12'],
  maxWidth: '1120px',
  margin: '0 auto',
  padding: `${vars.space['8']} ${vars.space['4']}`,
  '@media': { [media.tablet]: { padding: `${vars.space['16']} ${vars.space['8']}` } },
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['5'],
  maxWidth: '760px',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
});

export const tagline = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
  color: serviceTint,
});

export const intro = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const highlights = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const highlight = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'] });

export const highlightIcon = style({ flexShrink: 0, marginTop: '3px', color: serviceTint });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const features = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const featureItem = style({ display: 'flex', flexDirection: 'column' });

// Cards of one row share the height of the tallest.
globalStyle(`${featureItem} > *`, { flexGrow: 1 });

export const featureIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.md,
  color: serviceTint,
  background: `color-mix(in srgb, ${serviceTint} 14%, transparent)`,
});

export const featureTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const featureText = style({ margin: 0, color: vars.color.textMuted });

export const steps = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const step = style({
  display: 'flex',
  gap: vars.space['4'],
  alignItems: 'flex-start',
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  counterIncrement: 'step',
  '::before': {
    content: 'counter(step)',
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '32px',
    height: '32px',
    borderRadius: vars.radius.full,
    border: `1px solid ${serviceTint}`,
    color: serviceTint,
    fontWeight: vars.fontWeight.semibold,
  },
});

export const stepTitle = style({ display: 'block', fontWeight: vars.fontWeight.semibold });

export const stepText = style({ display: 'block', marginTop: vars.space['1'], color: vars.color.textMuted });
