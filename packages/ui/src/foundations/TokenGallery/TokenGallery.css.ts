import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@winhub/tokens';

export const gallery = style({ display: 'grid', gap: vars.space['6'], color: vars.color.text });
export const heading = style({ fontSize: vars.fontSize.xl, margin: `${vars.space['4']} 0 0` });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  verticalAlign: 'middle',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const caption = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  padding: `${vars.space['2']} 0`,
});
export const name = style({ fontWeight: vars.fontWeight.semibold });
export const value = style({
  fontFamily: vars.font.mono,
  color: vars.color.textMuted,
  wordBreak: 'break-word',
});
export const path = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
export const previewBox = style({
  width: '48px',
  height: '32px',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
});
export const spaceBar = style({
  height: '12px',
  background: vars.color.accent,
  borderRadius: vars.radius.sm,
});
export const lines = style({ display: 'inline-block' });
export const sample = style({
  display: 'inline-block',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});
const levelBase = style({
  fontWeight: vars.fontWeight.bold,
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
});
export const level = styleVariants({
  AAA: [levelBase, { color: vars.color.success, background: vars.color.successSurface }],
  AA: [levelBase, { color: vars.color.warning, background: vars.color.warningSurface }],
  fail: [levelBase, { color: vars.color.danger, background: vars.color.dangerSurface }],
});

const run = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(136px)' } });
export const track = style({
  width: '160px',
  height: '24px',
  position: 'relative',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
});
export const dot = style({
  position: 'absolute',
  top: '4px',
  left: '4px',
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  animationName: run,
  animationDuration: '1.6s',
  animationIterationCount: 'infinite',
  animationDirection: 'alternate',
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
