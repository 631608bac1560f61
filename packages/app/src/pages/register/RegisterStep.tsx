import type { Persona } from '@winhub/api/contract';
import { SIGN_UP_RULES } from '@winhub/api/contract/signUpRules';
import { RegisterForm } from '@winhub/ui';
import { useCreateAccountFlow } from '../../flows/useCreateAccountFlow.ts';
import type { RegistrationPrefill } from './registrationPrefill.ts';

type RegisterStepProps = {
  persona: Persona;
  prefill: RegistrationPrefill;
  accountsAtProvider: boolean;
  onBack: () => void;
};

/**
 * /register's second step: the form of the chosen persona and its submit. A chunk of its own (the
 * form fields, their validation and zod): the first screen, the persona choice, needs none of it.
 */
export function RegisterStep({ persona, prefill, accountsAtProvider, onBack }: RegisterStepProps) {
  const { submit, isPending } = useCreateAccountFlow({ accountsAtProvider });
  return (
    <RegisterForm
      persona={persona}
      defaultValues={prefill}
      showPassword={!accountsAtProvider}
      rules={SIGN_UP_RULES}
      isPending={isPending}
      onBack={onBack}
      onSubmit={(values) => submit({ ...values, persona })}
    />
  );
}
