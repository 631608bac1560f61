import type { DiagnosticLogEntry } from '@winhub/ui';
import { useCallback, useEffect, useState } from 'react';
import { useRuntimeConfig } from '../api/config.ts';
import { currentCallbackUrl, requestAuthUrl } from '../session/provider-login.ts';

/** The /auth-test diagnostics (spec §2): four actions, a timestamped log and a connectivity check. */
export function useAuthTest() {
  const config = useRuntimeConfig();
  const authOrigin = config.data?.authOrigin ?? null;
  const [log, setLog] = useState<DiagnosticLogEntry[]>([]);
  const [isTesting, setTesting] = useState(false);

  const write = useCallback((message: string, level: DiagnosticLogEntry['level'] = 'info') => {
    setLog((entries) => [...entries, { at: Date.now(), message, level }]);
  }, []);

  useEffect(() => {
    if (!authOrigin) return;
    write(`Verificando conectividade com ${authOrigin}...`);
    fetch(authOrigin, { method: 'HEAD', mode: 'no-cors' }).then(
      () => write('Conectividade OK', 'success'),
      (error: unknown) => write(`Erro de conectividade: ${String(error)}`, 'error'),
    );
  }, [authOrigin, write]);

  const openLogin = async (redirectUri: string | null) => {
    const tab = window.open('', '_blank');
    try {
      const authUrl = await requestAuthUrl({ redirectUri, isRegistration: false });
      write(`Abrindo login: ${authUrl}`);
      if (tab) tab.location.replace(authUrl);
    } catch (error) {
      tab?.close();
      write(`Erro na API: ${error instanceof Error ? error.message : String(error)}`, 'error');
    }
  };

  return {
    log,
    isTesting,
    environment: {
      hostname: window.location.hostname,
      origin: window.location.origin,
      userAgent: navigator.userAgent,
    },
    openAuthService() {
      if (!authOrigin) return;
      write(`Abrindo serviço de autenticação: ${authOrigin}`);
      window.open(authOrigin, '_blank', 'noopener');
    },
    openLogin: () => void openLogin(null),
    openLoginWithRedirect: () => void openLogin(currentCallbackUrl()),
    async testApi() {
      setTesting(true);
      write('Testando POST /api/auth/winauth-url...');
      try {
        const authUrl = await requestAuthUrl({ redirectUri: currentCallbackUrl() });
        write(`API OK: ${authUrl}`, 'success');
      } catch (error) {
        write(`Erro na API: ${error instanceof Error ? error.message : String(error)}`, 'error');
      } finally {
        setTesting(false);
      }
    },
  };
}
