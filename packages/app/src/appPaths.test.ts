import { type AppPath, appPaths } from '@winhub/api/contract';
import { expect, expectTypeOf, it } from 'vitest';
import type { FileRouteTypes } from './routeTree.gen.ts';

// The server answers 404 for page paths outside `appPaths`: the list must be the router's own.
// The type equality is checked by `pnpm typecheck`.
it('the server knows every route of the router, and no other', () => {
  expectTypeOf<AppPath>().toEqualTypeOf<FileRouteTypes['fullPaths']>();
  expect(new Set(appPaths).size).toBe(appPaths.length);
});
