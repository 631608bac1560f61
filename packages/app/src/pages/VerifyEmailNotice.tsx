import { useMutation } from '@tanstack/react-query';
import { EmailVerificationNotice } from '@winhub/ui';
import { resendVerificationMail } from '../api/accountRecovery.ts';
import { failureMessage } from '../api/http.ts';

/** Until the address is verified: the notice with "Resend" (a new link voids the older ones). */
export function VerifyEmailNotice({ email }: { email: string }) {
  const resend = useMutation({ mutationFn: resendVerificationMail });
  return (
    <EmailVerificationNotice
      email={email}
      onResend={() => resend.mutate()}
      isPending={resend.isPending}
      sent={resend.isSuccess}
      error={resend.isError ? failureMessage(resend.error) : undefined}
    />
  );
}
