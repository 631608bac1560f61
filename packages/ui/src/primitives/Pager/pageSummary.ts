import { pageLang } from '../../i18n/languages.ts';

/** Where a page stands among all the items of a list. */
export type PagePosition = {
  /** Position of the page's first item among all of them (0 on the first page). */
  offset: number;
  /** How many items this page shows. */
  count: number;
  /** How many items there are over every page. */
  total: number;
  /** The items' noun, singular and plural: "1–50 of 1,000 people". */
  unit: { one: string; other: string };
};

const number = new Intl.NumberFormat(pageLang);

/** "1–50 of 1,000 people", or "1 of 1 person". */
export function pageSummary({ offset, count, total, unit }: PagePosition) {
  const noun = total === 1 ? unit.one : unit.other;
  const first = number.format(offset + 1);
  const range = count <= 1 ? first : `${first}–${number.format(offset + count)}`;
  return `${range} of ${number.format(total)} ${noun}`;
}
