import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'], minWidth: 0 });

export const tabList = style({
  display: 'flex',
  gap: vars.space['1'],
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'none',
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  marginBottom: '-1px',
  borderBottom: '2px solid transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: `color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.text, borderBottomColor: vars.color.accent },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
      borderRadius: vars.radius.sm,
    },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
  // On phones a tab's badge goes under its label, so every tab and badge fits the width.
  '@media': {
    'screen and (max-width: 767px)': {
      flexDirection: 'column',
      gap: vars.space['1'],
      paddingInline: vars.space['3'],
    },
  },
});

export const panel = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
  },
});
