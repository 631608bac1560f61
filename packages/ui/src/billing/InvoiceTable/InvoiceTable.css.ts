import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

const narrow = 'screen and (max-width: 767px)';

export const wrapper = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  outline: 'none',
  overflowX: 'auto',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

/** Below tablet width every row becomes a small card of label/value lines. */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [narrow]: { display: 'block' } },
});

export const caption = style({
  padding: `${vars.space['4']} ${vars.space['5']}`,
  textAlign: 'left',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  '@media': { [narrow]: { display: 'block' } },
});

export const head = style({
  '@media': {
    [narrow]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const body = style({ '@media': { [narrow]: { display: 'block' } } });

export const row = style({
  '@media': {
    [narrow]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['2'],
      padding: `${vars.space['3']} ${vars.space['5']}`,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const headCell = style({
  padding: `${vars.space['2']} ${vars.space['5']}`,
  textAlign: 'left',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const cell = style({
  padding: `${vars.space['3']} ${vars.space['5']}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.regular,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
  '@media': {
    [narrow]: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: vars.space['3'],
      padding: 0,
      borderBottom: 'none',
      '::before': {
        content: 'attr(data-label)',
        color: vars.color.textMuted,
        fontFamily: vars.font.body,
        fontSize: vars.fontSize.xs,
        fontWeight: vars.fontWeight.semibold,
        letterSpacing: '0.04em',
        textTransform: 'uppercase',
      },
    },
  },
});

export const numeric = style({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});

/** Descriptions may run long: they wrap on wide screens and align right under their label on phones. */
export const wrap = style({
  whiteSpace: 'normal',
  minWidth: '16rem',
  '@media': { [narrow]: { minWidth: 0, textAlign: 'right' } },
});

export const invoiceLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.accentText,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
  },
});

export const message = style({
  padding: `${vars.space['8']} ${vars.space['5']}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  '@media': { [narrow]: { display: 'block' } },
});

export const loading = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
});
