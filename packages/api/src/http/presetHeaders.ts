import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

type HeaderEntry = readonly [name: string, value: string];
type HeaderTable = Record<string, [string, string]>;
type WithTable = Record<symbol, HeaderTable | null>;

/**
 * Node's table of a response's headers (what `setHeader` fills and `getHeaders` reads: lower-case name
 * to `[name, value]`), on a probe response holding `headers`; null when this Node keeps it otherwise.
 */
function nodeHeaderTable(headers: readonly HeaderEntry[]): { key: symbol; table: HeaderTable } | null {
  const probe = new ServerResponse(new IncomingMessage(new Socket()));
  // validated once, as Node validates each `setHeader`: a bad name or value still fails at start
  for (const [name, value] of headers) probe.setHeader(name, value);
  const key = Object.getOwnPropertySymbols(probe).find((symbol) => symbol.description === 'kOutHeaders');
  const table = key ? (probe as unknown as WithTable)[key] : null;
  return key && table ? { key, table } : null;
}

/**
 * Sets the same fixed headers on many responses, as `res.setHeader` for each would (same names, values,
 * order, and `getHeader`/`removeHeader` behave alike), without its name and value checks and lower-casing
 * per response: the entries go straight into Node's table. That is used only when a probe response shows
 * the table holds exactly what `setHeader` would put there; otherwise each response calls `setHeader`.
 */
export function presetHeaders(headers: readonly HeaderEntry[]): (res: ServerResponse) => void {
  const entries = headers.map(([name, value]) => [name.toLowerCase(), name, value] as const);
  const fill = (table: HeaderTable) => {
    // a fresh pair each time, as setHeader makes: Node's appendHeader changes a pair in place
    for (const [lower, name, value] of entries) table[lower] = [name, value];
  };
  const setEach = (res: ServerResponse) => {
    for (const [name, value] of headers) res.setHeader(name, value);
  };
  const node = nodeHeaderTable(headers);
  const filled = Object.create(null) as HeaderTable;
  fill(filled);
  const asNodeFills = (table: HeaderTable) => JSON.stringify(Object.entries(table));
  if (!node || asNodeFills(node.table) !== asNodeFills(filled)) return setEach;
  const { key } = node;
  return (res) => {
    // once sent, setHeader throws; so does this
    if (res.headersSent) return setEach(res);
    const withTable = res as unknown as WithTable;
    let table = withTable[key];
    if (!table) {
      table = Object.create(null) as HeaderTable;
      withTable[key] = table;
    }
    fill(table);
  };
}
