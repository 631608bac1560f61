import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['4'],
  background: vars.color.overlay,
  backdropFilter: 'blur(4px)',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard}` },
  },
});

export const modal = style({
  width: '100%',
  maxWidth: '480px',
  maxHeight: 'calc(100dvh - 32px)',
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  selectors: { '&[data-entering]': { animation: `${rise} ${vars.duration.normal} ${vars.easing.standard}` } },
});

export const dialog = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['6'],
  outline: 'none',
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['3'] });

export const heading = style({
  flex: 1,
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const body = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  marginTop: vars.space['2'],
});

export const closeButton = style({
  display: 'grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  margin: `-${vars.space['1']} -${vars.space['2']} 0 0`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
