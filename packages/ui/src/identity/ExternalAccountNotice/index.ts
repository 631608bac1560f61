export { ExternalAccountNotice, type ExternalAccountNoticeProps } from './ExternalAccountNotice.tsx';
