import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

/**
 * Called from a `.css.ts` file (vanilla-extract makes the classes while that file is evaluated).
 *
 * A table that becomes a stack of cards when the box it sits in is narrower than `stackBelow` px: a
 * container query, not a media query, so it follows the page column it is put in (the 720 px settings
 * column as well as a full-width page). In the stacked form each cell shows its column's name from
 * `data-label`; `narrow` lets a table place its own cells in the card.
 */
export function stackingTable(stackBelow: number) {
  const container = createContainer();
  const narrow = `${container} (max-width: ${stackBelow - 1}px)`;

  const frame = style({
    containerName: container,
    containerType: 'inline-size',
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
  });

  const table = style({
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: vars.fontSize.sm,
    '@container': { [narrow]: { display: 'block' } },
  });

  const head = style({
    '@container': {
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

  const body = style({ '@container': { [narrow]: { display: 'block' } } });

  const row = style({
    verticalAlign: 'top',
    '@container': {
      [narrow]: {
        display: 'flex',
        flexDirection: 'column',
        gap: vars.space['2'],
        padding: `${vars.space['4']} ${vars.space['4']}`,
        selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
      },
    },
  });

  const headCell = style({
    padding: `${vars.space['3']} ${vars.space['4']}`,
    textAlign: 'left',
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: vars.color.textMuted,
    borderBottom: `1px solid ${vars.color.border}`,
    whiteSpace: 'nowrap',
  });

  const cell = style({
    padding: `${vars.space['3']} ${vars.space['4']}`,
    textAlign: 'left',
    fontWeight: vars.fontWeight.regular,
    color: vars.color.text,
    borderBottom: `1px solid ${vars.color.border}`,
    selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
    '@container': {
      [narrow]: {
        display: 'flex',
        alignItems: 'baseline',
        justifyContent: 'space-between',
        gap: vars.space['3'],
        padding: 0,
        borderBottom: 'none',
        textAlign: 'right',
        selectors: {
          '&[data-label]::before': {
            content: 'attr(data-label)',
            flexShrink: 0,
            color: vars.color.textMuted,
            fontSize: vars.fontSize.xs,
            fontWeight: vars.fontWeight.semibold,
            letterSpacing: '0.04em',
            textTransform: 'uppercase',
            textAlign: 'left',
          },
        },
      },
    },
  });

  /** A row holding one message across every column: loading, nothing found. */
  const message = style({
    padding: `${vars.space['8']} ${vars.space['4']}`,
    textAlign: 'center',
    color: vars.color.textMuted,
    '@container': { [narrow]: { display: 'block' } },
  });

  return { narrow, frame, table, head, body, row, headCell, cell, message };
}

/** The classes of one stacking table. */
export type StackingTable = ReturnType<typeof stackingTable>;
