import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

export const optionsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const providers = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space['3'] });

export const signUp = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const providerNote = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.55,
});

/** The passkey button's place while it is undecided: taken, not seen. */
export const passkeyPlace = style({ visibility: 'hidden' });
