export { EmailVerificationNotice, type EmailVerificationNoticeProps } from './EmailVerificationNotice.tsx';
