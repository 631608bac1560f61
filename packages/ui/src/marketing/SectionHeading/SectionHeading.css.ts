import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const sectionHeader = style({
  display: 'grid',
  gap: vars.space['3'],
  justifyItems: 'center',
  textAlign: 'center',
  maxWidth: '720px',
  marginInline: 'auto',
  marginBottom: vars.space['12'],
});
