import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

/** The service's own colour (a token var such as `vars.color.serviceErp`), set per tile. */
export const tileColor = createVar();

const tint = (percent: number) => `color-mix(in srgb, ${tileColor} ${percent}%, transparent)`;

export const wrapper = style({
  position: 'relative',
  vars: { [tileColor]: vars.color.accent },
  selectors: { '&[data-highlighted]': { zIndex: vars.zIndex.raised } },
});

export const tile = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: vars.space['2'],
  width: '100%',
  minHeight: '100%',
  padding: `${vars.space['5']} ${vars.space['4']}`,
  border: `1px solid ${vars.color.border}`,
  borderTop: `2px solid ${tileColor}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  textAlign: 'center',
  cursor: 'pointer',
  outline: 'none',
  transition: `transform ${vars.duration.normal} ${vars.easing.standard}, border-color ${vars.duration.normal} ${vars.easing.standard}, box-shadow ${vars.duration.normal} ${vars.easing.standard}, background-color ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: {
    [`${wrapper}[data-highlighted] &`]: {
      transform: 'translateY(-4px)',
      borderColor: tileColor,
      background: vars.color.surfaceRaised,
      boxShadow: `0 0 0 1px ${tint(45)}, 0 12px 32px ${tint(22)}`,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
    '&[data-pressed]': { transform: 'scale(0.98)' },
  },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.md,
  background: tint(16),
  color: tileColor,
});

export const name = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
});

export const card = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space['2']})`,
  left: 0,
  right: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderLeft: `3px solid ${tileColor}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'left',
  opacity: 0,
  visibility: 'hidden',
  transform: `translateY(${vars.space['1']})`,
  transition: `opacity ${vars.duration.normal} ${vars.easing.standard}, transform ${vars.duration.normal} ${vars.easing.standard}, visibility ${vars.duration.normal}`,
  pointerEvents: 'none',
  selectors: {
    [`${wrapper}[data-highlighted] &`]: { opacity: 1, visibility: 'visible', transform: 'none' },
  },
  '@media': {
    // Wide screens have room for a card wider than the tile, centred under it.
    [media.desktop]: {
      left: '50%',
      right: 'auto',
      width: 'max(100%, 15rem)',
      marginLeft: 'calc(max(100%, 15rem) / -2)',
      selectors: {
        [`${wrapper}[data-card-placement="above"] &`]: {
          top: 'auto',
          bottom: `calc(100% + ${vars.space['2']})`,
        },
        [`${wrapper}[data-card-placement="above"]:not([data-highlighted]) &`]: {
          transform: `translateY(calc(-1 * ${vars.space['1']}))`,
        },
      },
    },
  },
});

export const cardTitle = style({
  display: 'block',
  marginBottom: vars.space['1'],
  color: tileColor,
  fontWeight: vars.fontWeight.semibold,
});
