import type { TestCardInput } from '@winhub/api/contract';
import type { CardDetails } from '@winhub/ui';

/** The card form's "MM/YY" expiry as the test-mode gateway's month and year. */
export function toTestCard(card: CardDetails): TestCardInput {
  const [month = '', year = ''] = card.expiry.split('/');
  return {
    number: card.number,
    expMonth: month.trim(),
    expYear: year.trim(),
    cvc: card.cvc,
    name: card.name,
  };
}
