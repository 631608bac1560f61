import { goToProviderLogin } from './providerLogin.ts';

/**
 * An expired session's way out: the provider's login, loaded when a session expires (session.ts), not
 * with every page's first load. A module of its own: imported dynamically, providerLogin.ts itself
 * would become a chunk of its own, one more request for the pages that import it (/login…).
 */
export function reauthenticate(): void {
  void goToProviderLogin();
}
