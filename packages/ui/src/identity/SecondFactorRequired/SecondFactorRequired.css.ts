import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';
import { media } from '@winhub/tokens/values';
import { option as personaOption } from '../../account/PersonaChoice/PersonaChoice.css.ts';
import { formCard } from '../../account/shared/formCard.css.ts';

/** The account forms' card, wider for two choices side by side. */
export const screen = style([formCard, { maxWidth: '720px' }]);

export const header = style({ display: 'grid', gap: vars.space['2'] });

export const shield = style({ color: vars.color.accentText });

export const lead = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.55 });

export const choices = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

/** The persona cards of sign-up, as buttons that can be unavailable. */
export const choice = style([
  personaOption,
  { selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed', transform: 'none' } } },
]);

export const choiceIcon = style({ color: vars.color.accentText });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
