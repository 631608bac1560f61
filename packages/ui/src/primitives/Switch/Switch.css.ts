import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '44px',
  height: '24px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    [`${switchRoot}[data-hovered] &`]: { borderColor: vars.color.textMuted },
    [`${switchRoot}[data-selected] &`]: { background: vars.color.accent, borderColor: vars.color.accent },
    [`${switchRoot}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${switchRoot}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '3px',
  left: '3px',
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      transform: 'translateX(20px)',
      background: vars.color.textOnAccent,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const labelText = style({ display: 'grid', gap: vars.space['1'], paddingTop: '2px' });
