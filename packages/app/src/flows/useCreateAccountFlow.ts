import { useNavigate } from '@tanstack/react-router';
import type { CreateAccountRequest } from '@winhub/api/contract';
import { useCreateAccount } from '../api/accounts.ts';
import { HttpError } from '../api/http.ts';
import { useToast } from '../feedback/toast.ts';
import { useAuth } from '../session/AuthProvider.tsx';
import { toSessionUser } from '../session/user.ts';

/** /register's submit: create the account, store the session, then the dashboard (spec §4, §8). */
export function useCreateAccountFlow() {
  const navigate = useNavigate();
  const toast = useToast();
  const { login } = useAuth();
  const createAccount = useCreateAccount();

  const submit = (account: CreateAccountRequest) =>
    createAccount.mutate(account, {
      onSuccess: ({ token, user }) => {
        login(token, toSessionUser(user));
        toast({
          title: 'Account Created Successfully!',
          description: 'Welcome to WinHub.',
          variant: 'success',
        });
        void navigate({ to: '/dashboard' });
      },
      onError: (error) => {
        const message = (error instanceof HttpError && error.apiMessage) || 'An unexpected error occurred';
        toast({ title: 'Error Creating Account', description: message, variant: 'destructive' });
      },
    });

  return { submit, isPending: createAccount.isPending };
}
