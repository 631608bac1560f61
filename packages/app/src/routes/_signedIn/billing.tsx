import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { DashboardHeader, InvoiceTable, SubscriptionSummary } from '@winhub/ui';
import {
  useCancelSubscription,
  useInvoices,
  useResumeSubscription,
  useSubscription,
} from '../../api/billing.ts';
import { useToast } from '../../feedback/toast.ts';
import * as layout from '../../layout.css.ts';
import { usePageTitle } from '../../page-title.ts';
import { useAuth } from '../../session/AuthProvider.tsx';

export const Route = createFileRoute('/_signedIn/billing')({ component: BillingPage });

function BillingPage() {
  usePageTitle('Billing');
  const navigate = useNavigate();
  const toast = useToast();
  const { logout } = useAuth();
  const subscription = useSubscription();
  const invoices = useInvoices();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const failed = (error: Error) =>
    toast({ title: 'Update failed', description: error.message, variant: 'destructive' });

  return (
    <>
      <DashboardHeader
        onBackToHome={() => void navigate({ to: '/' })}
        onSettings={() => void navigate({ to: '/settings' })}
        onSignOut={() => logout('/')}
      />
      <main className={layout.page}>
        <SubscriptionSummary
          subscription={subscription.data}
          isLoading={subscription.isPending}
          pendingAction={cancel.isPending ? 'cancel' : resume.isPending ? 'resume' : null}
          onCancel={() => cancel.mutate(undefined, { onError: failed })}
          onResume={() => resume.mutate(undefined, { onError: failed })}
        />
        <InvoiceTable invoices={invoices.data ?? []} isLoading={invoices.isPending} />
      </main>
    </>
  );
}
