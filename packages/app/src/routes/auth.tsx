import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AppServicePage } from '../pages/AppServicePage.tsx';

export const Route = createFileRoute('/auth')({ component: AuthPage });

/** 'Fazer Login' and 'Criar Conta' both go to /login (docs/product/services.md, "Auth page"). */
function AuthPage() {
  const navigate = useNavigate();
  const toLogin = () => void navigate({ to: '/login' });
  return <AppServicePage title="Auth" service="auth" onAction={toLogin} onSecondaryAction={toLogin} />;
}
