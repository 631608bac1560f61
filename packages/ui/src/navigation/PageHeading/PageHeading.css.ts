import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const heading = style({ display: 'grid', gap: vars.space['2'] });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const lead = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });
