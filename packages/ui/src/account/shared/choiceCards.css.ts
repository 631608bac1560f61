import { style } from '@vanilla-extract/css';
import { vars } from '@winhub/tokens';

/** A screen of cards to choose from (a persona, a business profile): its heading over the cards, centred. */
export const choiceScreen = style({
  display: 'grid',
  gap: vars.space['8'],
  width: '100%',
  marginInline: 'auto',
});

/** The name of a card's choice. */
export const choiceTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

/** What a card's choice means, under its name. */
export const choiceDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});
