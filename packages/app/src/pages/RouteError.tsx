import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { Button } from '@winhub/ui';
import * as layout from '../layout.css.ts';

/** A signed-in page whose data did not load: what happened, and a way to ask again. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <main className={layout.centered}>
      <div role="alert">
        <h1>We could not load this page.</h1>
        <p>{error instanceof Error && error.message ? error.message : 'Please try again in a moment.'}</p>
        <Button onPress={() => void router.invalidate()}>Try again</Button>
      </div>
    </main>
  );
}
