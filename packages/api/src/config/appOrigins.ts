import type { EnvConfig } from './types.ts';

/** Origins the app may be served from: its own, and the production business domain's. */
export function appOrigins(config: EnvConfig): string[] {
  const origins = [config.publicOrigin];
  if (config.businessDomain) {
    const domain = config.businessDomain.includes('://')
      ? config.businessDomain
      : `https://${config.businessDomain}`;
    origins.push(new URL(domain).origin);
  }
  return origins;
}
