import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `3px solid ${vars.color.warning}`,
  background: vars.color.surface,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const message = style({ display: 'flex', gap: vars.space['3'], alignItems: 'flex-start' });
export const icon = style({ flexShrink: 0, marginTop: '3px', color: vars.color.warning });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const text = style({
  margin: `${vars.space['1']} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const side = style({ display: 'grid', gap: vars.space['2'], justifyItems: 'start', flexShrink: 0 });
export const sent = style({ margin: 0, color: vars.color.success, fontSize: vars.fontSize.sm });
export const failed = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
