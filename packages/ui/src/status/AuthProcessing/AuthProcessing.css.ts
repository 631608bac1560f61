import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const steps = style({
  width: 'fit-content',
  maxWidth: '100%',
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  textAlign: 'start',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: { '&[data-done]': { color: vars.color.text } },
});

export const stepMark = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.accentText,
  selectors: {
    [`${step}[data-done] &`]: {
      background: vars.color.successSurface,
      borderColor: vars.color.success,
      color: vars.color.success,
    },
  },
});
