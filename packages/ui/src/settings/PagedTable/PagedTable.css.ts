import { stackingTable } from '../shared/stackingTable.ts';

/** The stories' table: a table from 600 px of room, cards below (each caller makes its own). */
export const storyLayout = stackingTable(600);
