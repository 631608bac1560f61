import { createFileRoute, Link } from '@tanstack/react-router';
import { OrganizationProfileForm, PageHeading, SettingsTabs } from '@winhub/ui';
import { useOrganizationProfile, useUpdateOrganization } from '../../api/organization.ts';
import { organizationProfileQuery } from '../../api/organizationQueries.ts';
import { useToast } from '../../feedback/toast.ts';
import { useOpenService } from '../../flows/useOpenService.ts';
import * as layout from '../../layout.css.ts';
import { PageTitle } from '../../PageTitle.tsx';
import { AppPageHeader } from '../../pages/AppPageHeader.tsx';
import { toFormValues, toUpdateRequest } from '../../pages/organizationProfile.ts';

export const Route = createFileRoute('/_signedIn/settings')({
  loader: async ({ context }) =>
    (await context.queryClient.load()).ensureQueryData(organizationProfileQuery()),
  component: SettingsPage,
});

function SettingsPage() {
  const toast = useToast();
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
      <PageTitle page="Organization settings" />
      <AppPageHeader />
      <main className={layout.narrowPage}>
        <PageHeading
          title="Organization settings"
          lead={
            <>
              Your own password, two-factor sign-in, passkeys and sessions are on{' '}
              <Link to="/account">your account page</Link>.
            </>
          }
        />
        <SettingsTabs
          onOpenErp={() => openService('erp')}
          general={
            <OrganizationProfileForm
              defaultValues={toFormValues(profile)}
              subscriptionType={profile.subscriptionType}
              isSaving={update.isPending}
              onSubmit={save}
            />
          }
        />
      </main>
    </>
  );
}
