import { style } from '@vanilla-extract/css';

export const tabBadge = style({ display: 'inline-flex' });
