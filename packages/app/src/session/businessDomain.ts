/**
 * Where the business domain can show itself: the page host, the referrer, the session flag
 * (docs/product/sign-in-and-session.md, "Business domain").
 */
export type DomainSignals = {
  hostname: string;
  referrer: string;
  sessionFlag: string | null;
};

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/** True when the visitor is on, or came from, the production business domain. */
export function isBusinessDomain(businessDomain: string | null | undefined, signals: DomainSignals): boolean {
  if (!businessDomain) return false;
  const domain = businessDomain.toLowerCase();
  return (
    signals.hostname.toLowerCase() === domain ||
    hostOf(signals.referrer)?.toLowerCase() === domain ||
    signals.sessionFlag?.toLowerCase() === domain
  );
}

/** The redirect_uri given to the provider: the business domain's callback when detected. */
export function authCallbackUrl(origin: string, businessDomain: string | null): string {
  return businessDomain ? `https://${businessDomain}/auth-callback` : `${origin}/auth-callback`;
}
