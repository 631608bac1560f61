import { cardNumber, testCards, testNote, testNoteTitle } from './TestModeNote.css.ts';

export type TestCard = { number: string; outcome: string };

export const defaultTestCards: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'fails with insufficient funds' },
];

export type TestModeNoteProps = {
  title?: string;
  hint?: string;
  cards?: readonly TestCard[];
};

/** Tells the payer that no real charge happens and which test cards do what. */
export function TestModeNote({
  title = 'Test mode',
  hint = 'No real charge is made. Use any future expiry date and any 3-digit CVC.',
  cards = defaultTestCards,
}: TestModeNoteProps) {
  return (
    <div className={testNote}>
      <strong className={testNoteTitle}>{title}</strong>
      {hint}
      <ul className={testCards}>
        {cards.map((card) => (
          <li key={card.number}>
            <span className={cardNumber}>{card.number}</span> {card.outcome}
          </li>
        ))}
      </ul>
    </div>
  );
}
