import { ExternalLink, LogIn, Route, Server } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import { Card } from '../../primitives/Card/index.ts';
import { grid, title } from './AuthTestActions.css.ts';

export type AuthTestActionsLabels = {
  title: string;
  openService: string;
  openLogin: string;
  openLoginWithRedirect: string;
  testApi: string;
  testingApi: string;
};

export const defaultAuthTestActionsLabels: AuthTestActionsLabels = {
  title: 'Tests',
  openService: 'Open Auth Service',
  openLogin: 'Open Login',
  openLoginWithRedirect: 'Open Login with Redirect',
  testApi: 'Test via API',
  testingApi: 'Testing API...',
};

export type AuthTestActionsProps = {
  onOpenService: () => void;
  onOpenLogin: () => void;
  onOpenLoginWithRedirect: () => void;
  onTestApi: () => void;
  /** True while the API test runs: its button shows pending. */
  isTestingApi?: boolean;
  labels?: Partial<AuthTestActionsLabels>;
};

/** The four actions of /auth-test. */
export function AuthTestActions({
  onOpenService,
  onOpenLogin,
  onOpenLoginWithRedirect,
  onTestApi,
  isTestingApi = false,
  labels: overrides,
}: AuthTestActionsProps) {
  const labels = { ...defaultAuthTestActionsLabels, ...overrides };
  return (
    <Card as="section" aria-labelledby="auth-test-actions-title">
      <h2 id="auth-test-actions-title" className={title}>
        {labels.title}
      </h2>
      <div className={grid}>
        <Button variant="secondary" onPress={onOpenService}>
          <ExternalLink size={16} aria-hidden="true" />
          {labels.openService}
        </Button>
        <Button variant="secondary" onPress={onOpenLogin}>
          <LogIn size={16} aria-hidden="true" />
          {labels.openLogin}
        </Button>
        <Button variant="secondary" onPress={onOpenLoginWithRedirect}>
          <Route size={16} aria-hidden="true" />
          {labels.openLoginWithRedirect}
        </Button>
        <Button onPress={onTestApi} isPending={isTestingApi} pendingLabel={labels.testingApi}>
          <Server size={16} aria-hidden="true" />
          {labels.testApi}
        </Button>
      </div>
    </Card>
  );
}
