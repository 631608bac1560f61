import { Monitor } from 'lucide-react';
import { useState } from 'react';
import { AlertDialog } from '../../primitives/AlertDialog/index.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { formatWhen } from '../shared/formatWhen.ts';
import * as panel from '../shared/panel.css.ts';
import { signInMethodInWords } from '../shared/signInMethods.ts';

export type SessionItem = {
  id: string;
  current: boolean;
  browser: string;
  os: string;
  ip: string | null;
  method: string;
  createdAt: string;
  lastSeenAt: string;
};

export type SessionsPanelProps = {
  sessions: readonly SessionItem[];
  onSignOut: (id: string) => void;
  onSignOutEverywhere: () => void;
  /** The session being signed out. */
  pendingId?: string | null;
  isSigningOutEverywhere?: boolean;
};

/** Where the account is signed in, with a way to end any of those sessions, or all of them. */
export function SessionsPanel({
  sessions,
  onSignOut,
  onSignOutEverywhere,
  pendingId = null,
  isSigningOutEverywhere = false,
}: SessionsPanelProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <section className={panel.panel} aria-labelledby="sessions-title">
      <header className={panel.panelHeader}>
        <h2 id="sessions-title" className={panel.panelTitle}>
          Sessions
        </h2>
        <p className={panel.panelLead}>
          Where your account is signed in. Signing a session out also signs it out of every WinHub service it
          opened.
        </p>
      </header>
      <ul className={panel.itemList} aria-label="Active sessions">
        {sessions.map((session) => (
          <li key={session.id} className={panel.item}>
            <div className={panel.itemMain}>
              <p className={panel.itemTitle} id={`session-${session.id}`}>
                <Monitor size={16} aria-hidden="true" />
                {session.browser} on {session.os}
                {session.current && <Badge variant="accent">This browser</Badge>}
              </p>
              <p className={panel.itemMeta}>
                {session.ip ?? 'Unknown address'} · {signInMethodInWords(session.method)} · signed in{' '}
                {formatWhen(session.createdAt)} · last active {formatWhen(session.lastSeenAt)}
              </p>
            </div>
            {!session.current && (
              <Button
                variant="secondary"
                size="sm"
                onPress={() => onSignOut(session.id)}
                isPending={pendingId === session.id}
                pendingLabel="Signing out..."
                aria-describedby={`session-${session.id}`}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className={panel.actionsRow}>
        <Button
          variant="danger"
          onPress={() => setConfirming(true)}
          isPending={isSigningOutEverywhere}
          pendingLabel="Signing out..."
        >
          Sign out everywhere
        </Button>
      </div>
      <AlertDialog
        isOpen={confirming}
        title="Sign out everywhere?"
        confirmLabel="Sign out everywhere"
        cancelLabel="Cancel"
        variant="destructive"
        onConfirm={() => {
          setConfirming(false);
          onSignOutEverywhere();
        }}
        onCancel={() => setConfirming(false)}
      >
        Every session of your account ends, this one included, and every WinHub service signs you out.
      </AlertDialog>
    </section>
  );
}
