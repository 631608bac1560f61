/** A query string's values as the contract's query schemas take them (each field parsed from text). */
export type QueryValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * `?search=ana&offset=25` from an endpoint's query: fields left out, undefined, null or '' are not sent
 * (the api's schema gives them their default), and the rest go in the order given, encoded.
 */
export function searchString(query: QueryValues | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
