import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PersonOrganization } from '@winhub/api/contract';
import { EVENT_KIND_NAMES } from '@winhub/api/contract/organizationEventKinds';
import { type ActivityFilters, noActivityFilters, OrganizationActivity } from '@winhub/ui';
import { useState } from 'react';
import { failureMessage } from '../../api/http.ts';
import { useTeamActions } from '../../api/team.ts';
import { organizationActivityQuery } from '../../api/teamQueries.ts';
import { downloadBlob } from '../../browser/downloadBlob.ts';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.ts';
import { SEARCH_DEBOUNCE_MS } from './tabLists.ts';

export const ACTIVITY_PAGE_SIZE = 25;

/** The Activity tab (admins): the organization's events, filtered and paged by the server, and its CSV. */
export function ActivityTab({ organization }: { organization: PersonOrganization }) {
  const [filters, setFilters] = useState<ActivityFilters>(noActivityFilters);
  const [offset, setOffset] = useState(0);
  // the person filter is typed: the server is asked once typing pauses
  const person = useDebouncedValue(filters.person.trim(), SEARCH_DEBOUNCE_MS);
  const query = { ...filters, person };
  const activity = useQuery({
    ...organizationActivityQuery(organization.id, { ...query, offset, limit: ACTIVITY_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const { downloadActivity } = useTeamActions(organization.id);
  const page = activity.data;
  const status =
    activity.isError && !page ? 'error' : activity.isPlaceholderData || !page ? 'loading' : 'ready';

  return (
    <OrganizationActivity
      organizationName={organization.name}
      kindNames={EVENT_KIND_NAMES}
      events={page?.events ?? []}
      total={page?.total ?? 0}
      offset={page?.offset ?? offset}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        setOffset(0);
      }}
      onPreviousPage={() => setOffset((current) => Math.max(0, current - ACTIVITY_PAGE_SIZE))}
      onNextPage={() => setOffset((current) => current + ACTIVITY_PAGE_SIZE)}
      onDownloadCsv={() =>
        downloadActivity.mutate(query, {
          onSuccess: (csv) => downloadBlob(`${organization.name} activity.csv`, csv),
        })
      }
      isDownloading={downloadActivity.isPending}
      downloadError={downloadActivity.isError ? failureMessage(downloadActivity.error) : undefined}
      status={status}
      loadError={activity.error ? failureMessage(activity.error) : undefined}
      onRetry={() => void activity.refetch()}
    />
  );
}
