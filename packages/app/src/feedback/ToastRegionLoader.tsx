import { ToastRegion } from '@winhub/ui';

/** The default export `React.lazy` needs. */
export default ToastRegion;
