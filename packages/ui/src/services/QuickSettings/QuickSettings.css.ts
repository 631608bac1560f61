import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
