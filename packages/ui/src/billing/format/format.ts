/** Display formatting for billing data. Dates and money arrive as the api sends them. */

import { pageLang } from '../../i18n/languages.ts';

export type DateInput = string | number | Date | null | undefined;

export type BillingFormat = {
  /** BCP 47 locale, e.g. 'en-US' or 'pt-BR'; the page's language when omitted, never the browser's. */
  locale?: string;
  /** IANA time zone; the browser's own when omitted. */
  timeZone?: string;
};

/** Medium date ("Nov 21, 2026"), or `fallback` when the date is missing or invalid. */
export function formatBillingDate(
  value: DateInput,
  { locale = pageLang, timeZone }: BillingFormat = {},
  fallback = '—',
) {
  if (value === null || value === undefined || value === '') return fallback;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(date);
}

/** Minor units (cents) to a currency string: 4900 'usd' → "$49.00". */
export function formatMinorAmount(
  amount: number,
  currency: string,
  { locale = pageLang }: BillingFormat = {},
) {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / 100,
  );
}

/** The provider invoice id shortened to its last 8 characters, as the invoice number. */
export const invoiceNumber = (providerInvoiceId: string): string => providerInvoiceId.slice(-8);
