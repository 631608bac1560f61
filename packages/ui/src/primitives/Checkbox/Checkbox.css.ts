import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const box = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textOnAccent,
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.textMuted },
    [`${checkbox}[data-selected] &`]: { background: vars.color.accent, borderColor: vars.color.accent },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});
