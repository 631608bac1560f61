import type { ReactNode } from 'react';
import { portugueseLang, texts } from '../../i18n/texts.ts';
import { Button } from '../../primitives/Button/index.ts';
import { type ServicePageContent, ServicePageLayout } from '../ServicePageLayout/ServicePageLayout.tsx';
import { authPageContent } from './authPageContent.ts';

export type AuthServicePageProps = {
  /** 'Fazer Login' — the app goes to /login. */
  onLogin: () => void;
  /** 'Criar Conta' — the app goes to /login as well (docs/product/services.md, "Auth page"). */
  onSignUp: () => void;
  content?: ServicePageContent;
  adSlot?: ReactNode;
};

export function AuthServicePage({
  onLogin,
  onSignUp,
  content = authPageContent,
  adSlot,
}: AuthServicePageProps) {
  return (
    <ServicePageLayout
      service="auth"
      content={content}
      adSlot={adSlot}
      actions={
        <>
          <Button size="lg" onPress={onLogin} lang={portugueseLang}>
            {texts.pt('services.auth.login')}
          </Button>
          <Button size="lg" variant="secondary" onPress={onSignUp} lang={portugueseLang}>
            {texts.pt('services.auth.signUp')}
          </Button>
        </>
      }
    />
  );
}
