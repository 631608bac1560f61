import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { control } from '../../primitives/Field/field.css.ts';

export const offer = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.55,
});

export const offerRole = style({ color: vars.color.textMuted });

export const centred = style({ display: 'grid', justifyItems: 'center', gap: vars.space['3'] });

export const actions = style({ display: 'grid', gap: vars.space['3'] });

/** The invited address: part of the form, but fixed, so it reads as a value rather than a box to type in. */
export const fixedBox = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const fixedIcon = style({ position: 'absolute', left: vars.space['3'], color: vars.color.textMuted });

export const fixedInput = style([
  control,
  {
    paddingLeft: `calc(${vars.space['3']} + 24px)`,
    borderStyle: 'dashed',
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'default',
  },
]);
