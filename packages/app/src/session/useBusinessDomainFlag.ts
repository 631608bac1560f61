import { useEffect } from 'react';
import { useRuntimeConfig } from '../api/config.ts';
import { isBusinessDomain } from './businessDomain.ts';
import { domainSessionKey } from './storageKeys.ts';

/**
 * Notes the production business domain in session storage once the hostname, the referrer or an
 * earlier flag shows it; provider redirects then return to that domain's /auth-callback
 * (docs/product/sign-in-and-session.md, "Business domain").
 */
export function useBusinessDomainFlag(): void {
  const { data: config } = useRuntimeConfig();
  const businessDomain = config?.businessDomain ?? null;

  useEffect(() => {
    if (!businessDomain) return;
    const detected = isBusinessDomain(businessDomain, {
      hostname: window.location.hostname,
      referrer: document.referrer,
      sessionFlag: window.sessionStorage.getItem(domainSessionKey),
    });
    if (detected) window.sessionStorage.setItem(domainSessionKey, businessDomain);
  }, [businessDomain]);
}
