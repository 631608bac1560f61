import { type DiagnosticLogEntry, portugueseLang, texts } from '@winhub/ui';
import { useCallback, useEffect, useState } from 'react';
import { useRuntimeConfig } from '../api/config.ts';
import { currentCallbackUrl, requestAuthUrl } from '../session/providerLogin.ts';

const connectivityTimeoutMs = 10_000;
const timeoutReason = new Error(texts.pt('services.authTest.timeout'));

/**
 * The spec's HEAD no-cors request. It counts as done only once the (empty) body is read: an
 * unread answer is aborted by the browser, and an aborted or failed request must not read as OK.
 * A readable answer must also be a success status (an opaque one cannot be read, so it cannot).
 */
async function checkConnectivity(origin: string, signal: AbortSignal): Promise<void> {
  const response = await fetch(origin, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', signal });
  await response.arrayBuffer();
  if (response.type !== 'opaque' && !response.ok) throw new Error(`HTTP ${response.status}`);
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The diagnostics of the sign-in path on /auth-test: a connectivity check of the auth origin on load, four
 * actions (open the auth service, open its login with or without this origin's callback, ask the api for a
 * login address) and a timestamped log of what they did (docs/product/services.md, "Auth test page").
 */
export function useSignInDiagnostics() {
  const config = useRuntimeConfig();
  const authOrigin = config?.authOrigin ?? null;
  const [log, setLog] = useState<DiagnosticLogEntry[]>([]);
  const [isTesting, setTesting] = useState(false);

  // Every line is one of the spec's Portuguese log lines.
  const write = useCallback((message: string, level: DiagnosticLogEntry['level'] = 'info') => {
    setLog((entries) => [...entries, { at: Date.now(), message, level, lang: portugueseLang }]);
  }, []);

  useEffect(() => {
    if (!authOrigin) return;
    const controller = new AbortController();
    write(texts.pt('services.authTest.checking', { origin: authOrigin }));
    checkConnectivity(authOrigin, controller.signal).then(
      () => write(texts.pt('services.authTest.connectivityOk'), 'success'),
      (error: unknown) => {
        if (!controller.signal.aborted || controller.signal.reason === timeoutReason) {
          write(texts.pt('services.authTest.connectivityError', { error: String(error) }), 'error');
        }
      },
    );
    const timeout = window.setTimeout(() => controller.abort(timeoutReason), connectivityTimeoutMs);
    return () => {
      window.clearTimeout(timeout);
      controller.abort();
    };
  }, [authOrigin, write]);

  const openLogin = async (redirectUri: string | null) => {
    const tab = window.open('', '_blank');
    try {
      const authUrl = await requestAuthUrl({ redirectUri, isRegistration: false });
      write(texts.pt('services.authTest.openingLogin', { url: authUrl }));
      if (tab) tab.location.replace(authUrl);
    } catch (error) {
      tab?.close();
      write(texts.pt('services.authTest.apiError', { error: errorText(error) }), 'error');
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
      write(texts.pt('services.authTest.openingService', { origin: authOrigin }));
      window.open(authOrigin, '_blank', 'noopener');
    },
    openLogin: () => void openLogin(null),
    openLoginWithRedirect: () => void openLogin(currentCallbackUrl()),
    async testApi() {
      setTesting(true);
      write(texts.pt('services.authTest.testingApi'));
      try {
        const authUrl = await requestAuthUrl({ redirectUri: currentCallbackUrl() });
        write(texts.pt('services.authTest.apiOk', { url: authUrl }), 'success');
      } catch (error) {
        write(texts.pt('services.authTest.apiError', { error: errorText(error) }), 'error');
      } finally {
        setTesting(false);
      }
    },
  };
}
