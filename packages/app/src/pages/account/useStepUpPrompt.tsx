import { STEP_UP_WINDOW_MINUTES } from '@winhub/api/contract';
import { StepUpDialog } from '@winhub/ui';
import { type ReactNode, useState } from 'react';
import type { AccountActions } from '../../api/account.ts';
import { failureMessage } from '../../api/http.ts';

type Asked = { action: string; retry: () => void };

/**
 * The password prompt of a sign-in factor change the api refused with `step_up_required`: `ask` opens
 * it for `action` ("add a passkey"); once the password is confirmed the change runs again by itself.
 */
export function useStepUpPrompt(stepUp: AccountActions['stepUp']): {
  ask: (action: string, retry: () => void) => void;
  prompt: ReactNode;
} {
  const [asked, setAsked] = useState<Asked | null>(null);
  const ask = (action: string, retry: () => void) => {
    stepUp.reset();
    setAsked({ action, retry });
  };
  const confirm = (password: string) =>
    stepUp.mutate(password, {
      onSuccess: () => {
        setAsked(null);
        asked?.retry();
      },
    });
  return {
    ask,
    prompt: (
      <StepUpDialog
        isOpen={asked !== null}
        action={asked?.action ?? ''}
        windowMinutes={STEP_UP_WINDOW_MINUTES}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
        isPending={stepUp.isPending}
        error={stepUp.isError ? failureMessage(stepUp.error) : undefined}
      />
    ),
  };
}
