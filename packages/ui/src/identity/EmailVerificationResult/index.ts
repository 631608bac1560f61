export {
  EmailVerificationResult,
  type EmailVerificationResultProps,
  type EmailVerificationState,
} from './EmailVerificationResult.tsx';
