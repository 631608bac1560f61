// A module of its own so that its dynamic import brings this part alone, not the whole ui kit.
import { PageLocale, ToastRegion as Region } from '@winhub/ui';
import type { ComponentProps } from 'react';

/** The toast region, in the page's language on every page (the landing page's included). */
export function ToastRegion(props: ComponentProps<typeof Region>) {
  return (
    <PageLocale>
      <Region {...props} />
    </PageLocale>
  );
}
