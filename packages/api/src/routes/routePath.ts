import { type EndpointName, endpointRoutes } from '../contract/endpointRoutes.ts';

/** Where `createApp` mounts the routers: a router registers its paths relative to its mount. */
export const MOUNTS = { api: '/api', auth: '/api/auth', billing: '/api/billing' } as const;
export type Mount = (typeof MOUNTS)[keyof typeof MOUNTS];

/**
 * The path of an endpoint of the table (`contract/endpointRoutes.ts`) as a router mounted at `mount`
 * registers it, Express's way: `routePath('passkeyRemove')` is `/account/passkeys/:id/remove`.
 */
export function routePath(name: EndpointName, mount: Mount = MOUNTS.api): string {
  const { path } = endpointRoutes[name];
  if (!path.startsWith(`${mount}/`)) throw new Error(`${name}: ${path} is not under ${mount}`);
  return path.slice(mount.length).replace(/\{(\w+)\}/g, ':$1');
}
