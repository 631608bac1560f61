import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const actions = style({ display: 'grid', gap: vars.space['3'] });
