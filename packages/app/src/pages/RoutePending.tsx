import { Spinner } from '@winhub/ui';
import * as layout from '../layout.css.ts';

/** Shown while a signed-in page's data is still on its way (after the router's pending delay). */
export function RoutePending() {
  return (
    <main className={layout.centered}>
      <Spinner label="Loading..." />
    </main>
  );
}
