import { useNavigate } from '@tanstack/react-router';
import { NotFound } from '@winhub/ui';
import { usePageTitle } from '../page-title.ts';
import { hasStoredToken } from '../session/AuthProvider.tsx';

/** Any path outside the route table (spec §2). */
export function NotFoundPage() {
  usePageTitle('Page Not Found');
  const navigate = useNavigate();
  return (
    <NotFound
      onGoBack={() => window.history.back()}
      onHome={() => void navigate({ to: '/' })}
      onDashboard={() => void navigate({ to: hasStoredToken() ? '/dashboard' : '/login' })}
    />
  );
}
