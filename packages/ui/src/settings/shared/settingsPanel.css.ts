import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const panel = style({ display: 'grid', gap: vars.space['5'], minWidth: 0 });

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const titleBlock = style({ display: 'grid', gap: vars.space['1'], maxWidth: '640px' });

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const subTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.55,
});

export const section = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

export const messageActions = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['3'],
});

export const errorBox = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['3'],
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
