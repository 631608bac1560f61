import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = style({
  maxWidth: '260px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  zIndex: vars.zIndex.tooltip,
  selectors: { '&[data-entering]': { animation: `${appear} ${vars.duration.fast} ${vars.easing.standard}` } },
});

export const arrow = style({
  display: 'block',
  fill: vars.color.surfaceRaised,
  stroke: vars.color.borderStrong,
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
  },
});
