export {
  type MailboxEntry,
  type MailboxMessageView,
  MailboxPage,
  type MailboxPageProps,
} from './MailboxPage.tsx';
