import { ComingSoonAlert } from '@winhub/ui';

/** The default export `React.lazy` needs. */
export default ComingSoonAlert;
