import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

export const card = style({ maxWidth: '600px', gap: vars.space['5'] });

export const code = style({
  margin: 0,
  fontSize: 'clamp(4.5rem, 18vw, 7.5rem)',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  letterSpacing: '-0.04em',
  background: `linear-gradient(135deg, ${vars.color.accentText}, ${vars.color.serviceWms})`,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
});

export const suggestions = style({
  width: '100%',
  padding: vars.space['5'],
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  textAlign: 'start',
});

export const suggestionsTitle = style({
  margin: `0 0 ${vars.space['3']}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const list = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const bullet = style({ flexShrink: 0, marginTop: '2px', color: vars.color.accentText });

export const actions = style({
  width: '100%',
  display: 'grid',
  gap: vars.space['3'],
  '@media': { [media.tablet]: { display: 'flex', justifyContent: 'center' } },
});

export const support = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The spec's 'technical support' words: styled as a mention, deliberately not a link. */
export const supportMention = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
