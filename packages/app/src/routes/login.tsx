import { createFileRoute } from '@tanstack/react-router';
import { SignInForm } from '@winhub/ui';
import { useSignIn } from '../flows/useSignIn.ts';
import * as layout from '../layout.css.ts';
import { usePageTitle } from '../page-title.ts';
import { redirectSearchSchema } from '../search-params.ts';
import { safeReturnPath } from '../session/return-to.ts';

export const Route = createFileRoute('/login')({
  validateSearch: redirectSearchSchema,
  component: LoginPage,
});

function LoginPage() {
  usePageTitle('Sign in');
  const search = Route.useSearch();
  const { signIn, isPending } = useSignIn({
    returnTo: safeReturnPath(search.returnTo, window.location.origin),
    target: search.target ?? null,
  });
  return (
    <main className={layout.centered}>
      <SignInForm isPending={isPending} onSubmit={(values) => void signIn(values)} />
    </main>
  );
}
