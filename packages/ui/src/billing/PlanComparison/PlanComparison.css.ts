import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  maxWidth: '880px',
  margin: '0 auto',
});

export const back = style({ alignSelf: 'flex-start' });

export const heading = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const intro = style({
  margin: `${vars.space['2']} 0 0`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const plans = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['6'],
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
