import { createFileRoute, useRouter } from '@tanstack/react-router';
import { SignInForm } from '@winhub/ui';
import { useSignIn } from '../flows/useSignIn.ts';
import * as layout from '../layout.css.ts';
import { PageTitle } from '../page-title.tsx';
import { validateRedirectSearch } from '../search-params.ts';
import { safeReturnPath } from '../session/return-to.ts';

export const Route = createFileRoute('/login')({
  validateSearch: validateRedirectSearch,
  component: LoginPage,
});

function LoginPage() {
  const search = Route.useSearch();
  const { origin } = useRouter();
  const { signIn, isPending } = useSignIn({
    returnTo: safeReturnPath(search.returnTo, origin),
    target: search.target ?? null,
  });
  return (
    <main className={layout.centered}>
      <PageTitle page="Sign in" />
      <SignInForm isPending={isPending} onSubmit={(values) => void signIn(values)} />
    </main>
  );
}
