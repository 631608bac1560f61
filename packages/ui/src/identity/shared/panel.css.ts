import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

/** One section of the account page. */
export const panel = style({ display: 'grid', gap: vars.space['5'], maxWidth: '720px' });

export const panelHeader = style({ display: 'grid', gap: vars.space['1'] });

export const panelTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const panelLead = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.55,
});

export const panelForm = style({ display: 'grid', gap: vars.space['4'], maxWidth: '420px' });

export const actionsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
});

export const savedNote = style({ margin: 0, color: vars.color.success, fontSize: vars.fontSize.sm });

/** A list of things the person has (passkeys, sessions), one per row. */
export const itemList = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const itemMain = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const itemTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});

export const itemMeta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const emptyState = style({
  margin: 0,
  padding: vars.space['5'],
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const dialogText = style({ margin: 0, color: vars.color.text, lineHeight: 1.55 });
