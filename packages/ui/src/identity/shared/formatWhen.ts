import { pageLang } from '../../i18n/languages.ts';

const dateTime = new Intl.DateTimeFormat(pageLang, { dateStyle: 'medium', timeStyle: 'short' });

/** A moment as the account page shows it ("Nov 24, 2026, 6:42 PM"); "—" when unknown. */
export const formatWhen = (iso: string | null | undefined) => {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
};
