import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { control, label } from '../../primitives/Field/field.css.ts';

export const form = style({ display: 'grid', gap: vars.space['5'] });

export const addresses = style([
  control,
  { minHeight: '96px', padding: vars.space['3'], resize: 'vertical', lineHeight: vars.lineHeight.normal },
]);

export const fieldset = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  border: 'none',
});

/** The fieldset's name, placed as a field label (a legend is not laid out by the fieldset's grid). */
export const legend = style([label, { padding: 0, marginBottom: vars.space['3'] }]);

export const permission = style({ display: 'grid', gap: vars.space['1'] });

export const hint = style({
  margin: 0,
  paddingLeft: `calc(20px + ${vars.space['2']})`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const summary = style({ margin: 0, color: vars.color.text });

export const results = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const result = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
