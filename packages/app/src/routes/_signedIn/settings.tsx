import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { DashboardHeader, OrganizationProfileForm, SettingsTabs, Spinner } from '@winhub/ui';
import { useOrganizationProfile, useUpdateOrganization } from '../../api/organization.ts';
import { useToast } from '../../feedback/toast.ts';
import { toFormValues, toUpdateRequest } from '../../flows/organization-profile.ts';
import { useOpenService } from '../../flows/useOpenService.ts';
import * as layout from '../../layout.css.ts';
import { usePageTitle } from '../../page-title.ts';
import { useAuth } from '../../session/AuthProvider.tsx';

export const Route = createFileRoute('/_signedIn/settings')({ component: SettingsPage });

function SettingsPage() {
  usePageTitle('Organization settings');
  const navigate = useNavigate();
  const toast = useToast();
  const { logout } = useAuth();
  const openService = useOpenService();
  const profile = useOrganizationProfile();
  const update = useUpdateOrganization();

  const save = (values: Parameters<typeof toUpdateRequest>[0]) =>
    update.mutate(toUpdateRequest(values), {
      onSuccess: () =>
        toast({
          title: 'Settings updated',
          description: 'Your organization profile was saved.',
          variant: 'success',
        }),
      onError: () =>
        toast({
          title: 'Update failed',
          description: 'There was an error updating your settings. Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <>
      <DashboardHeader
        onBackToHome={() => void navigate({ to: '/' })}
        onSettings={() => void navigate({ to: '/settings' })}
        onSignOut={() => logout('/')}
      />
      <main className={layout.narrowPage}>
        <SettingsTabs
          onOpenErp={() => openService('erp')}
          general={
            profile.data ? (
              <OrganizationProfileForm
                defaultValues={toFormValues(profile.data)}
                subscriptionType={profile.data.subscriptionType}
                isSaving={update.isPending}
                onSubmit={save}
              />
            ) : (
              <Spinner label="Loading your organization..." />
            )
          }
        />
      </main>
    </>
  );
}
