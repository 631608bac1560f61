import { useState } from 'react';
import { HttpError } from '../api/http.ts';
import { useToast } from '../feedback/toast.ts';
import { requestAuthUrl } from '../session/provider-login.ts';
import { saveSignInIntent } from '../session/sign-in-intent.ts';

export type SignInValues = { email: string; password: string };

/**
 * /login (spec §4, §5, §8): both fields required, then the provider's sign-in address; the
 * returnTo and target are noted so /auth-callback can honour them.
 */
export function useSignIn({ returnTo, target }: { returnTo: string | null; target: string | null }) {
  const toast = useToast();
  const [isPending, setPending] = useState(false);

  const signIn = async ({ email, password }: SignInValues) => {
    if (!email.trim() || !password) {
      toast({
        title: 'Campos obrigatórios',
        description: 'Por favor, preencha email e senha',
        variant: 'destructive',
      });
      return;
    }
    setPending(true);
    saveSignInIntent({ flow: target ? 'microservice' : 'landing', returnTo, target });
    try {
      const authUrl = await requestAuthUrl({
        redirectUri: null,
        isRegistration: false,
        prefillData: { email: email.trim() },
      });
      window.location.assign(authUrl);
    } catch (error) {
      console.error('Sign-in URL request failed', error);
      const message =
        error instanceof HttpError
          ? 'Falha ao conectar com o serviço de autenticação'
          : (error instanceof Error && error.message) || 'Credenciais inválidas';
      toast({ title: 'Erro no login', description: message, variant: 'destructive' });
      setPending(false);
    }
  };

  return { signIn, isPending };
}
