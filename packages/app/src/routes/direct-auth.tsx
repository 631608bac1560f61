/**
 * Direct redirect to the provider with its fallback options
 * (docs/product/sign-in-and-session.md, "Redirect screens").
 */
import { createFileRoute } from '@tanstack/react-router';
import { ProviderRedirectPage } from '../pages/ProviderRedirectPage.tsx';
import { validateRedirectSearch } from '../searchParams.ts';

export const Route = createFileRoute('/direct-auth')({
  validateSearch: validateRedirectSearch,
  component: Page,
});

function Page() {
  return <ProviderRedirectPage search={Route.useSearch()} />;
}
