import { createFileRoute } from '@tanstack/react-router';
import { AuthTestActions, DiagnosticLog, EnvironmentInfo } from '@winhub/ui';
import { useAuthTest } from '../flows/useAuthTest.ts';
import * as layout from '../layout.css.ts';
import { usePageTitle } from '../page-title.ts';

export const Route = createFileRoute('/auth-test')({ component: AuthTestPage });

/** Diagnostics of the sign-in path (spec §2): four actions, a timestamped log, environment info. */
function AuthTestPage() {
  usePageTitle('Auth test');
  const test = useAuthTest();
  return (
    <main className={layout.narrowPage}>
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
  );
}
