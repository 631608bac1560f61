import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { type ServicePageContent, ServicePageLayout } from '../ServicePageLayout/ServicePageLayout.tsx';
import { authPageContent } from './authPageContent.ts';

export type AuthServicePageProps = {
  /** 'Fazer Login' — the app goes to /login. */
  onLogin: () => void;
  /** 'Criar Conta' — the app goes to /login as well (spec §2). */
  onSignUp: () => void;
  content?: ServicePageContent;
  loginLabel?: string;
  signUpLabel?: string;
  adSlot?: ReactNode;
};

export function AuthServicePage({
  onLogin,
  onSignUp,
  content = authPageContent,
  loginLabel = 'Fazer Login',
  signUpLabel = 'Criar Conta',
  adSlot,
}: AuthServicePageProps) {
  return (
    <ServicePageLayout
      service="auth"
      content={content}
      adSlot={adSlot}
      actions={
        <>
          <Button size="lg" onPress={onLogin}>
            {loginLabel}
          </Button>
          <Button size="lg" variant="secondary" onPress={onSignUp}>
            {signUpLabel}
          </Button>
        </>
      }
    />
  );
}
