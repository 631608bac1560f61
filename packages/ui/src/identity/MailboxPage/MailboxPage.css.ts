import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

export const page = style({
  display: 'grid',
  gap: vars.space['5'],
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
});

export const lead = style({
  margin: `${vars.space['1']} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const layout = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(260px, 340px) 1fr', alignItems: 'start' } },
});

export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const entry = style({
  display: 'grid',
  gap: vars.space['1'],
  width: '100%',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    'li:last-child > &': { borderBottom: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected="true"]': {
      background: vars.color.surfaceRaised,
      boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const entrySubject = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });
export const entryMeta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});

export const message = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
});

export const messageHeader = style({ display: 'grid', gap: vars.space['1'] });
export const messageSubject = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const frame = style({
  width: '100%',
  height: '640px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

export const plainText = style({
  margin: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const empty = style({
  margin: 0,
  padding: vars.space['8'],
  color: vars.color.textMuted,
  textAlign: 'center',
});
