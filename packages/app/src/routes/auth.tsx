import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuthServicePage } from '@winhub/ui';
import { PageTitle } from '../PageTitle.tsx';
import { AppPageHeader } from '../pages/AppPageHeader.tsx';
import { useBannerAdSlot } from '../pages/useBannerAdSlot.tsx';

export const Route = createFileRoute('/auth')({ component: AuthPage });

/** 'Fazer Login' and 'Criar Conta' both go to /login (docs/product/services.md, "Auth page"). */
function AuthPage() {
  const navigate = useNavigate();
  const adSlot = useBannerAdSlot();
  const toLogin = () => void navigate({ to: '/login' });
  return (
    <>
      <PageTitle page="Auth" />
      <AppPageHeader />
      <main>
        <AuthServicePage onLogin={toLogin} onSignUp={toLogin} adSlot={adSlot} />
      </main>
    </>
  );
}
