import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const comingSoon = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  maxWidth: '560px',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
});

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const text = style({ margin: 0, color: vars.color.textMuted });
