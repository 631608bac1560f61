import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { stackingTable } from '../shared/stackingTable.ts';

/** People: a table from 920 px of room, cards below. */
export const people = stackingTable(920);
/** Invitations: fewer columns, a table from 840 px (below, long addresses would break mid-word). */
export const invitations = stackingTable(840);

export const search = style({ maxWidth: '420px' });

export const personName = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

/** A card's first line: who, or which address (no column name before it). */
export const firstCell = style({
  '@container': {
    [people.narrow]: { display: 'grid', gap: vars.space['1'], textAlign: 'left' },
    [invitations.narrow]: { display: 'grid', gap: vars.space['1'], textAlign: 'left' },
  },
});

/** A card's last line: its buttons, at the start. */
export const lastCell = style({
  '@container': {
    [people.narrow]: {
      justifyContent: 'flex-start',
      paddingTop: vars.space['1'],
      selectors: { '&:empty': { display: 'none' } },
    },
    [invitations.narrow]: { justifyContent: 'flex-start', paddingTop: vars.space['1'] },
  },
});

export const controls = style({
  display: 'grid',
  gap: vars.space['2'],
  justifyItems: 'start',
  '@container': { [people.narrow]: { justifyItems: 'end' }, [invitations.narrow]: { justifyItems: 'end' } },
});

/** The two roles side by side, the chosen one filled. */
export const roleOptions = style({
  display: 'inline-flex',
  padding: '2px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&[data-disabled]': { opacity: 0.55 } },
});

export const roleOption = style({
  minHeight: '32px',
  padding: `0 ${vars.space['3']}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-selected])': { color: vars.color.text, background: vars.color.surfaceRaised },
    '&[data-selected]': { color: vars.color.textOnAccent, background: vars.color.accent },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const dateCell = style({ whiteSpace: 'nowrap' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const leaveZone = style({
  display: 'grid',
  gap: vars.space['3'],
  justifyItems: 'start',
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
