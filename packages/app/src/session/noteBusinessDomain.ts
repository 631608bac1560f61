import { runtimeConfigAnswer } from '../api/runtimeConfigAnswer.ts';
import { businessDomainFlag } from '../browserStorage.ts';
import { isBusinessDomain } from './businessDomain.ts';

/**
 * Notes the production business domain in session storage once the hostname, the referrer or an
 * earlier flag shows it; provider redirects then return to that domain's /auth-callback
 * (docs/product/sign-in-and-session.md, "Business domain"). Runs once per page load, after the first
 * screen: the referrer and the hostname do not change while the app navigates. It shares the config's
 * one request with the query cache, which the landing page does not load.
 */
export async function noteBusinessDomain(): Promise<void> {
  // without the config (the api unreachable) there is nothing to compare with; the next load tries again
  const businessDomain = (await runtimeConfigAnswer().catch(() => null))?.businessDomain;
  if (!businessDomain) return;
  const detected = isBusinessDomain(businessDomain, {
    hostname: window.location.hostname,
    referrer: document.referrer,
    sessionFlag: businessDomainFlag.read(),
  });
  if (detected) businessDomainFlag.write(businessDomain);
}
