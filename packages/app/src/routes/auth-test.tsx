import { createFileRoute } from '@tanstack/react-router';
import { AuthTestActions, DiagnosticLog, EnvironmentInfo, PageHeading } from '@winhub/ui';
import { useSignInDiagnostics } from '../flows/useSignInDiagnostics.ts';
import * as layout from '../layout.css.ts';
import { PageTitle } from '../PageTitle.tsx';
import { AppPageHeader } from '../pages/AppPageHeader.tsx';

export const Route = createFileRoute('/auth-test')({ component: AuthTestPage });

/**
 * Diagnostics of the sign-in path: four actions, a timestamped log, environment info
 * (docs/product/services.md, "Auth test page").
 */
function AuthTestPage() {
  const test = useSignInDiagnostics();
  return (
    <>
      <PageTitle page="Auth test" />
      <AppPageHeader />
      <main className={layout.narrowPage}>
        <PageHeading title="Auth test" />
        <AuthTestActions
          isTestingApi={test.isTesting}
          onOpenService={test.openAuthService}
          onOpenLogin={test.openLogin}
          onOpenLoginWithRedirect={test.openLoginWithRedirect}
          onTestApi={() => void test.testApi()}
        />
        <DiagnosticLog entries={test.log} />
        <EnvironmentInfo {...test.environment} />
      </main>
    </>
  );
}
