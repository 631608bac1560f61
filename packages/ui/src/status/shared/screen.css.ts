import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

/** A full-height page with one centred column, for status and redirect screens. */
export const screen = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['8'],
  padding: `${vars.space['12']} ${vars.space['4']}`,
  background: `radial-gradient(ellipse at top, ${vars.color.surface}, ${vars.color.background} 70%)`,
  color: vars.color.text,
  textAlign: 'center',
  '@media': { [media.tablet]: { padding: `${vars.space['16']} ${vars.space['6']}` } },
});

export const panel = style({
  width: '100%',
  maxWidth: '520px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: `${vars.space['8']} ${vars.space['5']}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  '@media': { [media.tablet]: { padding: vars.space['10'] } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const spinnerWrap = style({ display: 'inline-flex', color: vars.color.accentText });

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
});
