import { CircleCheck, CircleX, Clock } from 'lucide-react';
import * as table from '../../billing/InvoiceTable/InvoiceTable.css.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { formatWhen } from '../shared/formatWhen.ts';
import * as panel from '../shared/panel.css.ts';
import { signInMethodInWords } from '../shared/signInMethods.ts';

export type ActivityItem = {
  id: string;
  at: string;
  ip: string | null;
  browser: string;
  os: string;
  method: string;
  outcome: 'success' | 'failure' | 'locked';
};

export type ActivityPanelProps = { events: readonly ActivityItem[] };

const OUTCOMES = {
  success: { label: 'Signed in', variant: 'success', icon: <CircleCheck size={12} /> },
  failure: { label: 'Failed', variant: 'danger', icon: <CircleX size={12} /> },
  locked: { label: 'Blocked', variant: 'warning', icon: <Clock size={12} /> },
} as const;

/** The last 50 sign-ins and failed attempts of the account: when, how, from which browser and address. */
export function ActivityPanel({ events }: ActivityPanelProps) {
  return (
    <section className={panel.panel} aria-labelledby="activity-title">
      <header className={panel.panelHeader}>
        <h2 id="activity-title" className={panel.panelTitle}>
          Sign-in activity
        </h2>
        <p className={panel.panelLead}>
          The last 50 sign-ins and failed attempts. Something you do not recognise? Change your password and
          sign out everywhere.
        </p>
      </header>
      {events.length === 0 ? (
        <p className={panel.emptyState}>No sign-ins recorded yet.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region must be reachable by keyboard
        <section className={table.wrapper} aria-label="Sign-ins and failed attempts" tabIndex={0}>
          <table className={table.table}>
            <thead className={table.head}>
              <tr>
                {['Time', 'Result', 'Method', 'Browser', 'Address'].map((label) => (
                  <th key={label} scope="col" className={table.headCell}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={table.body}>
              {events.map((event) => {
                const outcome = OUTCOMES[event.outcome];
                return (
                  <tr key={event.id} className={table.row}>
                    <td className={table.cell} data-label="Time">
                      {formatWhen(event.at)}
                    </td>
                    <td className={table.cell} data-label="Result">
                      <Badge variant={outcome.variant} icon={outcome.icon}>
                        {outcome.label}
                      </Badge>
                    </td>
                    <td className={table.cell} data-label="Method">
                      {signInMethodInWords(event.method)}
                    </td>
                    <td className={table.cell} data-label="Browser">
                      {event.browser} on {event.os}
                    </td>
                    <td className={table.cell} data-label="Address">
                      {event.ip ?? 'Unknown'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
