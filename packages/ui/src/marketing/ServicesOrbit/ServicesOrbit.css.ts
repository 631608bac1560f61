import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

/** Position of a tile on the circle, in degrees clockwise from the top. */
export const angle = createVar();
/** Order of a tile, for the staggered entrance. */
export const order = createVar();

const radius = '250px';
const orbitSize = '640px';

export const orbit = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['4'] },
    [media.desktop]: {
      display: 'block',
      width: orbitSize,
      height: orbitSize,
      marginInline: 'auto',
    },
  },
});

export const ring = style({
  display: 'none',
  '@media': {
    [media.desktop]: {
      display: 'block',
      position: 'absolute',
      inset: `calc(50% - ${radius})`,
      border: `1px dashed ${vars.color.borderStrong}`,
      borderRadius: vars.radius.full,
      opacity: 0,
      transform: 'scale(0.6)',
      transition: `opacity ${vars.duration.reveal} ${vars.easing.standard}, transform ${vars.duration.reveal} ${vars.easing.standard}`,
      selectors: { [`${orbit}[data-revealed] &`]: { opacity: 1, transform: 'scale(1)' } },
    },
  },
});

const revealTransition = `opacity ${vars.duration.reveal} ${vars.easing.standard} calc(${order} * 80ms), transform ${vars.duration.reveal} ${vars.easing.emphasized} calc(${order} * 80ms)`;

export const slot = style({
  vars: { [angle]: '0deg', [order]: '0' },
  opacity: 0,
  transform: `translateY(${vars.space['4']})`,
  transition: revealTransition,
  selectors: {
    [`${orbit}[data-revealed] &, ${orbit}:focus-within &`]: { opacity: 1, transform: 'none' },
    '&:has([data-highlighted])': { zIndex: vars.zIndex.raised },
  },
  '@media': {
    [media.desktop]: {
      position: 'absolute',
      top: '50%',
      left: '50%',
      width: '168px',
      transform: 'translate(-50%, -50%) scale(0.4)',
      selectors: {
        [`${orbit}[data-revealed] &, ${orbit}:focus-within &`]: {
          opacity: 1,
          transform: `translate(-50%, -50%) rotate(${angle}) translateY(-${radius}) rotate(calc(-1 * ${angle}))`,
        },
      },
    },
  },
});

export const centre = style({
  gridColumn: '1 / -1',
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space['2'],
  padding: vars.space['6'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.xl,
  background: `radial-gradient(100% 100% at 50% 0%, ${vars.color.surfaceHover} 0%, ${vars.color.surfaceRaised} 100%)`,
  boxShadow: vars.shadow.glow,
  textAlign: 'center',
  '@media': {
    [media.desktop]: {
      position: 'absolute',
      top: '50%',
      left: '50%',
      width: '208px',
      height: '208px',
      borderRadius: vars.radius.full,
      transform: 'translate(-50%, -50%)',
    },
  },
});

export const centreName = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
});

export const centreCaption = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
