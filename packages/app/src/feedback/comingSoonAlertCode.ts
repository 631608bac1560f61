// A module of its own so that its dynamic import brings this part alone, not the whole ui kit.
export { ComingSoonAlert } from '@winhub/ui';
