import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const section = style({ marginBottom: vars.space['8'] });
export const heading = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space['4']}` });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space['3'],
});
export const tile = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
  fontSize: vars.fontSize.sm,
});
export const swatch = style({ height: '48px', borderBottom: `1px solid ${vars.color.border}` });
export const tileBody = style({ padding: vars.space['3'], display: 'grid', gap: vars.space['1'] });
export const name = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const value = style({
  fontFamily: vars.font.mono,
  color: vars.color.textMuted,
  wordBreak: 'break-all',
});
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: `${vars.space['2']} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});
export const rowName = style({
  width: '140px',
  flexShrink: 0,
  fontFamily: vars.font.mono,
  color: vars.color.textMuted,
});
export const spaceBar = style({
  height: '12px',
  background: vars.color.accent,
  borderRadius: vars.radius.sm,
});
export const radiusBox = style({
  width: '48px',
  height: '48px',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
});
export const shadowBox = style({
  width: '120px',
  height: '56px',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
});
