import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../../primitives/Button/index.ts';
import { formatWhen } from '../shared/formatWhen.ts';
import { framedMail } from './framedMail.ts';
import * as styles from './MailboxPage.css.ts';

export type MailboxEntry = { id: string; to: string; subject: string; createdAt: string };
export type MailboxMessageView = MailboxEntry & { from: string; text: string; html: string };

export type MailboxPageProps = {
  messages: readonly MailboxEntry[];
  /** The open message, when one is selected and loaded. */
  selected?: MailboxMessageView | null;
  onSelect: (id: string) => void;
  onRefresh: () => void;
  isRefreshing?: boolean;
};

/**
 * The embedded mailbox of a local install without SMTP: every mail WinHub sent, newest first, with its
 * HTML part shown in a sandboxed frame (its links work) and its plain-text part.
 */
export function MailboxPage({
  messages,
  selected,
  onSelect,
  onRefresh,
  isRefreshing = false,
}: MailboxPageProps) {
  const [plain, setPlain] = useState(false);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Mailbox</h1>
          <p className={styles.lead}>
            The mail WinHub sent. This mailbox exists only on installs without SMTP (SMTP_URL), never in
            production.
          </p>
        </div>
        <Button variant="secondary" onPress={onRefresh} isPending={isRefreshing} pendingLabel="Refreshing...">
          <RefreshCw size={16} aria-hidden="true" />
          Refresh
        </Button>
      </header>
      {messages.length === 0 ? (
        <p className={styles.empty}>No mail yet. Mail WinHub sends appears here on this install.</p>
      ) : (
        <div className={styles.layout}>
          <ul className={styles.list} aria-label="Messages">
            {messages.map((message) => (
              <li key={message.id}>
                <AriaButton
                  className={styles.entry}
                  data-selected={selected?.id === message.id}
                  aria-current={selected?.id === message.id ? 'true' : undefined}
                  onPress={() => onSelect(message.id)}
                >
                  <span className={styles.entrySubject}>{message.subject}</span>
                  <span className={styles.entryMeta}>
                    To {message.to} · {formatWhen(message.createdAt)}
                  </span>
                </AriaButton>
              </li>
            ))}
          </ul>
          {selected ? (
            <article className={styles.message} aria-labelledby="mailbox-subject">
              <header className={styles.messageHeader}>
                <h2 id="mailbox-subject" className={styles.messageSubject}>
                  {selected.subject}
                </h2>
                <span className={styles.entryMeta}>
                  From {selected.from} · to {selected.to} · {formatWhen(selected.createdAt)}
                </span>
              </header>
              <div>
                <Button variant="ghost" size="sm" onPress={() => setPlain(!plain)}>
                  {plain ? 'Show the HTML part' : 'Show the plain text'}
                </Button>
              </div>
              {plain ? (
                <pre className={styles.plainText}>{selected.text}</pre>
              ) : (
                <iframe
                  className={styles.frame}
                  title={`Mail: ${selected.subject}`}
                  srcDoc={framedMail(selected.html)}
                  // scripts are the policy's to refuse: a sandbox without allow-scripts also blocks what a
                  // browser's extensions or test tools put into every frame, and each shows as a console error.
                  // Without allow-same-origin the frame stays an opaque origin, apart from WinHub's.
                  sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
                />
              )}
            </article>
          ) : (
            <p className={styles.empty}>Choose a message to read it.</p>
          )}
        </div>
      )}
    </div>
  );
}
