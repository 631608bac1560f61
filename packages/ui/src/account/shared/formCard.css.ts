import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';

/** The raised card every account form sits in: centred, at most 440 px wide. */
export const formCard = style({
  display: 'grid',
  gap: vars.space['6'],
  width: '100%',
  maxWidth: '440px',
  marginInline: 'auto',
  padding: vars.space['6'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  '@media': { [media.tablet]: { padding: vars.space['8'] } },
});

export const formHeader = style({ display: 'grid', gap: vars.space['2'], textAlign: 'center' });

export const formTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
});

export const formLead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const fields = style({ display: 'grid', gap: vars.space['4'] });
