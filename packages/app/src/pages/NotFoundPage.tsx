import { useNavigate } from '@tanstack/react-router';
import { NotFound } from '@winhub/ui';
import { PageTitle } from '../PageTitle.tsx';
import { useSession } from '../session/useSession.ts';

/** Any path outside the route table (docs/product/routes.md, "Not-found page"). */
export function NotFoundPage() {
  const navigate = useNavigate();
  const session = useSession();
  return (
    <>
      <PageTitle page="Page Not Found" />
      <NotFound
        onGoBack={() => window.history.back()}
        onHome={() => void navigate({ to: '/' })}
        onDashboard={() => void navigate({ to: session.isStored() ? '/dashboard' : '/login' })}
      />
    </>
  );
}
