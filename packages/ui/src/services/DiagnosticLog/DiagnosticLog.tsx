import { pageLang } from '../../i18n/languages.ts';
import { Card } from '../../primitives/Card/index.ts';
import { empty, line, lines, log, time, title } from './DiagnosticLog.css.ts';

export type DiagnosticLogEntry = {
  /** When it happened: a Date, an ISO string or epoch milliseconds. */
  at: Date | string | number;
  message: string;
  level?: 'info' | 'success' | 'error';
  /** The message's language when it is not the page's, e.g. 'pt-BR' for the spec's Portuguese lines. */
  lang?: string;
};

export type DiagnosticLogProps = {
  entries: readonly DiagnosticLogEntry[];
  /** BCP 47 locale (the page's by default) and IANA zone for the timestamps. */
  locale?: string;
  timeZone?: string;
  title?: string;
  emptyText?: string;
};

/** The timestamped log of /auth-test, newest last; new lines are announced politely. */
export function DiagnosticLog({
  entries,
  locale = pageLang,
  timeZone,
  title: titleText = 'Log',
  emptyText = 'No entries yet.',
}: DiagnosticLogProps) {
  const formatTime = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return (
    <Card as="section" aria-labelledby="diagnostic-log-title">
      <h2 id="diagnostic-log-title" className={title}>
        {titleText}
      </h2>
      {entries.length === 0 ? (
        <p className={empty}>{emptyText}</p>
      ) : (
        // Focusable so keyboard users can scroll a long log.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region must be reachable by keyboard
        <div className={log} role="log" aria-labelledby="diagnostic-log-title" tabIndex={0}>
          <ol className={lines}>
            {entries.map((entry, index) => {
              const at = entry.at instanceof Date ? entry.at : new Date(entry.at);
              return (
                // Entries only append; index keeps identical lines distinct.
                // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
                <li key={index} className={line({ level: entry.level })} data-level={entry.level ?? 'info'}>
                  <time className={time} dateTime={at.toISOString()}>
                    [{formatTime.format(at)}]
                  </time>
                  <span lang={entry.lang}>{entry.message}</span>
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </Card>
  );
}
