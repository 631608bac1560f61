import { PGlite } from '@electric-sql/pglite';

// Loaded only by the crash test into its child server (`node --import`), on PGlite, where the test
// cannot open the server's database beside it. Once told to, it looks at what each outbox claim
// returned: when a claim holds a card confirmation's subscription event, that delivery never
// proceeds and the test is told which organizations are held. The gateway's change is committed,
// its events are claimed and not delivered: the server is then killed in exactly that window.

const CLAIM = 'UPDATE "payment_outbox"';
const SUBSCRIPTION_UPDATED = /"type":\s*"customer\.subscription\.updated"/;
const WITH_CARD = /"default_payment_method":\s*"pm_/;
const ORGANIZATION = /"organizationId":\s*"([^"]+)"/;

let holding = false;
process.on('message', (message) => {
  if (message === 'hold-card-confirmations') holding = true;
});

/** A row's cells as text: the adapter hands JSON columns over as strings, other cells as values. */
const textOf = (row: unknown) =>
  Object.values(row as object)
    .map((cell: unknown) =>
      typeof cell === 'string'
        ? cell
        : JSON.stringify(cell, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)),
    )
    .join(' ');

const query = PGlite.prototype.query;
PGlite.prototype.query = async function heldQuery(this: PGlite, ...args: Parameters<typeof query>) {
  const result = await query.apply(this, args);
  if (!holding || !String(args[0]).includes(CLAIM)) return result;
  const held = result.rows
    .map(textOf)
    .filter((row) => SUBSCRIPTION_UPDATED.test(row) && WITH_CARD.test(row))
    .map((row) => ORGANIZATION.exec(row)?.[1]);
  if (held.length === 0) return result;
  process.send?.({ held });
  return new Promise<never>(() => {});
} as typeof query;
