import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  maxWidth: '1120px',
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['4']}`,
  '@media': { [media.tablet]: { padding: `${vars.space['10']} ${vars.space['8']}` } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'] });

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const subtitle = style({ margin: `${vars.space['1']} 0 0`, color: vars.color.textMuted });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'], minWidth: 0 });

export const sectionTitle = style({
  margin: `0 0 ${vars.space['3']}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
