import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { stackingTable } from '../shared/stackingTable.ts';

/** A table from 760 px of room, cards below. */
export const events = stackingTable(760);

export const firstCell = style({
  whiteSpace: 'nowrap',
  '@container': { [events.narrow]: { whiteSpace: 'normal', fontWeight: vars.fontWeight.semibold } },
});

export const twoLines = style({
  display: 'grid',
  gap: '2px',
  '@container': { [events.narrow]: { justifyItems: 'end' } },
});

export const filters = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  alignItems: 'start',
});

export const filterFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});
