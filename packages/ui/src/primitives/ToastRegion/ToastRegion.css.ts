import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1 } });

/** Where toasts sit: bottom right, full width on phones (the region, and PopoverToast). */
export const toastPlace = style({
  position: 'fixed',
  insetInline: vars.space['4'],
  bottom: vars.space['4'],
  width: 'auto',
  zIndex: vars.zIndex.toast,
  '@media': {
    [media.tablet]: { insetInline: 'auto', right: vars.space['6'], bottom: vars.space['6'], width: '380px' },
  },
});

export const region = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['3'],
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
  },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    padding: vars.space['4'],
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: '3px',
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    animation: `${slideIn} ${vars.duration.normal} ${vars.easing.standard}`,
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
  variants: {
    variant: {
      success: { borderLeftColor: vars.color.success },
      destructive: { borderLeftColor: vars.color.danger },
    },
  },
});

export const icon = recipe({
  base: { flexShrink: 0, marginTop: '2px' },
  variants: {
    variant: { success: { color: vars.color.success }, destructive: { color: vars.color.danger } },
  },
});

export const content = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const title = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const close = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '28px',
  height: '28px',
  margin: `-${vars.space['1']} -${vars.space['1']} 0 0`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
