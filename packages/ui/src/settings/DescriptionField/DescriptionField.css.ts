import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const textArea = style({
  minHeight: '96px',
  padding: vars.space['3'],
  resize: 'vertical',
  lineHeight: vars.lineHeight.normal,
});
