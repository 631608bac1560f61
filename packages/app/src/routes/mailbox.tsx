import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { MailboxPage } from '@winhub/ui';
import { mailboxMessageQuery, mailboxQuery } from '../api/accountQueries.ts';
import { HttpError } from '../api/http.ts';
import { queryKeys } from '../api/queryKeys.ts';
import * as layout from '../layout.css.ts';
import { PageTitle } from '../PageTitle.tsx';
import { AppPageHeader } from '../pages/AppPageHeader.tsx';
import { validateMailboxSearch } from '../searchParams.ts';

/**
 * The embedded mailbox of an install without SMTP: every mail WinHub sent, readable here, links
 * clickable. Where mail really goes out (or in production) the api has no mailbox and this is a 404.
 */
export const Route = createFileRoute('/mailbox')({
  validateSearch: validateMailboxSearch,
  loader: async ({ context }) => {
    const queryClient = await context.queryClient.load();
    try {
      await queryClient.ensureQueryData(mailboxQuery());
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) throw notFound();
      throw error;
    }
  },
  component: Mailbox,
});

function Mailbox() {
  const { message } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const queryClient = useQueryClient();
  const messages = useSuspenseQuery(mailboxQuery());
  const selected = useQuery({ ...mailboxMessageQuery(message ?? ''), enabled: Boolean(message) });
  return (
    <>
      <PageTitle page="Mailbox" />
      <AppPageHeader />
      <main className={layout.page}>
        <MailboxPage
          messages={messages.data}
          selected={message ? selected.data : null}
          onSelect={(id) => void navigate({ search: { message: id } })}
          onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.mailbox })}
          isRefreshing={messages.isRefetching}
        />
      </main>
    </>
  );
}
