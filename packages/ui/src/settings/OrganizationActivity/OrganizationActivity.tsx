import { Download } from 'lucide-react';
import { useState } from 'react';
import { formatWhen } from '../../identity/shared/formatWhen.ts';
import { Button } from '../../primitives/Button/index.ts';
import { FormError } from '../../primitives/FormError/index.ts';
import { SearchField } from '../../primitives/SearchField/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { type PagedListProps, PagedTable } from '../PagedTable/index.ts';
import * as frame from '../shared/settingsPanel.css.ts';
import { cellNote } from '../shared/tableCells.css.ts';
import * as styles from './OrganizationActivity.css.ts';
import {
  describeEvent,
  type EventKindNames,
  type OrganizationEventKind,
  type OrganizationEventWhat,
} from './organizationEvents.ts';

/** Someone named in an event; an invited address has no name yet. */
export type ActivityPerson = { name: string | null; email: string };

export type OrganizationEvent = {
  id: string;
  at: string;
  /** Who did it; null when WinHub did (a payment's outcome, an invitation expiring). */
  who: ActivityPerson | null;
  what: OrganizationEventWhat;
  /** Whom it was about, when it was about someone. */
  whom: ActivityPerson | null;
  ip: string | null;
  /** e.g. "Chrome 156 on macOS". */
  browser: string | null;
};

/** What the list shows; dates are days ("2026-11-24"), '' for no limit. */
export type ActivityFilters = {
  kind: OrganizationEventKind | 'all';
  /** A name or an address: who acted or whom it was about. */
  person: string;
  from: string;
  to: string;
};

export const noActivityFilters: ActivityFilters = { kind: 'all', person: '', from: '', to: '' };

export type OrganizationActivityProps = {
  organizationName: string;
  /** What the kind filter and the events call each kind (the app passes the api contract's names). */
  kindNames: EventKindNames;
  /** This page of events, newest first, as the filters select them (the caller applies them). */
  events: readonly OrganizationEvent[];
  filters: ActivityFilters;
  /** Called with filters that hold together (never a range whose end is before its start). */
  onFiltersChange: (filters: ActivityFilters) => void;
  /** Every event the filters select, as a CSV file. */
  onDownloadCsv: () => void;
  isDownloading?: boolean;
  downloadError?: string;
} & PagedListProps;

const COLUMNS = ['When', 'Who', 'What', 'Whom', 'From where'] as const;
const kindOptions = (kindNames: EventKindNames) => [
  { id: 'all', label: 'All events' },
  ...Object.entries(kindNames).map(([id, label]) => ({ id, label })),
];
const isKind = (kindNames: EventKindNames, value: string): value is ActivityFilters['kind'] =>
  value === 'all' || value in kindNames;

function Person({ person, fallback }: { person: ActivityPerson | null; fallback: string }) {
  if (!person) return <>{fallback}</>;
  if (!person.name) return <>{person.email}</>;
  return (
    <span className={styles.twoLines}>
      {person.name}
      <span className={cellNote}>{person.email}</span>
    </span>
  );
}

const isFiltered = (filters: ActivityFilters) =>
  filters.kind !== 'all' || filters.person !== '' || filters.from !== '' || filters.to !== '';

/**
 * Who changed what in the organization, whom it was about, when and from where: invitations, joins,
 * roles, permissions, removals, the plan, the profile and the second-factor rule. Filtered by kind,
 * person and days, paged, and downloadable as CSV.
 */
export function OrganizationActivity(props: OrganizationActivityProps) {
  const { events, filters, kindNames } = props;
  const [range, setRange] = useState({ from: filters.from, to: filters.to });
  const backwards = range.from !== '' && range.to !== '' && range.to < range.from;
  const table = styles.events;

  const change = (next: Partial<ActivityFilters>) => props.onFiltersChange({ ...filters, ...next });
  const changeRange = (next: Partial<typeof range>) => {
    const updated = { ...range, ...next };
    setRange(updated);
    if (updated.from === '' || updated.to === '' || updated.from <= updated.to) change(updated);
  };
  const clear = () => {
    setRange({ from: '', to: '' });
    props.onFiltersChange(noActivityFilters);
  };

  return (
    <section className={frame.panel} aria-labelledby="organization-activity-title">
      <div className={frame.headerRow}>
        <header className={frame.titleBlock}>
          <h2 id="organization-activity-title" className={frame.title}>
            Activity
          </h2>
          <p className={frame.lead}>
            Who changed what in {props.organizationName}, whom it was about, when and from where.
          </p>
        </header>
        <Button
          variant="secondary"
          onPress={props.onDownloadCsv}
          isPending={props.isDownloading}
          pendingLabel="Preparing CSV..."
          isDisabled={props.total === 0}
        >
          <Download size={16} aria-hidden="true" />
          Download CSV
        </Button>
      </div>
      <FormError>{props.downloadError}</FormError>

      <search className={frame.section} aria-label="Filter events">
        <div className={styles.filters}>
          <Select
            label="Kind of event"
            options={kindOptions(kindNames)}
            value={filters.kind}
            onChange={(value) => isKind(kindNames, value) && change({ kind: value })}
          />
          <SearchField
            label="Person"
            placeholder="Name or email"
            value={filters.person}
            onChange={(person) => change({ person })}
          />
          <TextField type="date" label="From" value={range.from} onChange={(from) => changeRange({ from })} />
          <TextField
            type="date"
            label="To"
            value={range.to}
            onChange={(to) => changeRange({ to })}
            errorMessage={backwards ? 'The end is before the start.' : undefined}
          />
        </div>
        {isFiltered(filters) && (
          <div className={styles.filterFooter}>
            <span className={cellNote}>The CSV holds every event these filters select.</span>
            <Button variant="ghost" size="sm" onPress={clear}>
              Clear filters
            </Button>
          </div>
        )}
      </search>

      <PagedTable
        labelledBy="organization-activity-title"
        layout={table}
        columns={COLUMNS}
        count={events.length}
        paging={props}
        words={{
          pager: 'Pages of events',
          unit: { one: 'event', other: 'events' },
          loading: 'Loading events...',
          loadError: 'The activity could not be loaded.',
        }}
        empty={{
          nothing:
            'Nothing recorded yet. Invitations, role and permission changes, removals, and plan and profile changes will show here.',
          noMatch: isFiltered(filters)
            ? { text: 'No events match these filters.', clearLabel: 'Clear filters', onClear: clear }
            : undefined,
        }}
      >
        {events.map((event) => (
          <tr key={event.id} className={table.row}>
            <th scope="row" className={`${table.cell} ${styles.firstCell}`} data-label="When">
              {formatWhen(event.at)}
            </th>
            <td className={table.cell} data-label="Who">
              <Person person={event.who} fallback="WinHub" />
            </td>
            <td className={table.cell} data-label="What">
              {describeEvent(event.what, kindNames)}
            </td>
            <td className={table.cell} data-label="Whom">
              <Person person={event.whom} fallback="—" />
            </td>
            <td className={table.cell} data-label="From where">
              {event.ip || event.browser ? (
                <span className={styles.twoLines}>
                  {event.ip ?? 'Unknown address'}
                  {event.browser && <span className={cellNote}>{event.browser}</span>}
                </span>
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </PagedTable>
    </section>
  );
}
