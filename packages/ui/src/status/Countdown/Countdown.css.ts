import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const countdown = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const ring = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
});

export const ringSvg = style({ position: 'absolute', inset: 0, transform: 'rotate(-90deg)' });

export const track = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 3 });

export const progress = style({
  fill: 'none',
  stroke: vars.color.accent,
  strokeWidth: 3,
  strokeLinecap: 'round',
  transition: `stroke-dashoffset ${vars.duration.slow} linear`,
});

export const number = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
