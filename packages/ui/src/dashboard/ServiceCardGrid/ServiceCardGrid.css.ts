import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const gridItem = style({ display: 'flex', flexDirection: 'column' });

// Cards of one row share the height of the tallest.
globalStyle(`${gridItem} > *`, { flexGrow: 1 });
