// A module of its own so that its dynamic import brings this part alone, not the whole ui kit.
import { ComingSoonAlert as Alert, PageLocale } from '@winhub/ui';
import type { ComponentProps } from 'react';

/** The alert dialog, in the page's language on every page (the landing page's included). */
export function ComingSoonAlert(props: ComponentProps<typeof Alert>) {
  return (
    <PageLocale>
      <Alert {...props} />
    </PageLocale>
  );
}
