import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { closeButton } from '../Dialog/Dialog.css.ts';
import { control } from '../Field/field.css.ts';

export const box = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const icon = style({
  position: 'absolute',
  left: vars.space['3'],
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style([
  control,
  {
    paddingLeft: `calc(${vars.space['3']} + 24px)`,
    paddingRight: '40px',
    selectors: {
      // the browser's own clear button would repeat ours
      '&::-webkit-search-cancel-button': { appearance: 'none' },
    },
  },
]);

/** The × inside the box: the dialog's close button, placed at the box's end; hidden while empty. */
export const clear = style([
  closeButton,
  {
    position: 'absolute',
    right: vars.space['1'],
    margin: 0,
    selectors: { '[data-empty] &': { display: 'none' } },
  },
]);
