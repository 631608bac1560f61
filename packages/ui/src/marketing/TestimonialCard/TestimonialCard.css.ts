import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  height: '100%',
  margin: 0,
  padding: vars.space['6'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const quoteIcon = style({ color: vars.color.accentText });

export const quote = style({
  flexGrow: 1,
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const author = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const name = style({
  display: 'block',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontStyle: 'normal',
});

export const role = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
