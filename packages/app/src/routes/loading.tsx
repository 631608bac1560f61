/**
 * Fallback after a failed sign-in URL request on desktop
 * (docs/product/sign-in-and-session.md, "Redirect screens").
 */
import { createFileRoute } from '@tanstack/react-router';
import { ProviderRedirectPage } from '../pages/ProviderRedirectPage.tsx';
import { validateRedirectSearch } from '../searchParams.ts';

export const Route = createFileRoute('/loading')({ validateSearch: validateRedirectSearch, component: Page });

function Page() {
  return <ProviderRedirectPage search={Route.useSearch()} />;
}
