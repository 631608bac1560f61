import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Link } from 'react-aria-components';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../primitives/Button/index.ts';
import { FormError } from '../../primitives/FormError/index.ts';
import { FormSelect } from '../../primitives/FormSelect/index.ts';
import { FormTextField } from '../../primitives/FormTextField/index.ts';
import { EmailField, TextField } from '../../primitives/TextField/index.ts';
import { DescriptionField } from '../DescriptionField/index.ts';
import { footer, form, fullWidth, planLink } from './OrganizationProfileForm.css.ts';
import {
  defaultOrganizationProfileMessages,
  emptyOrganizationProfile,
  type OrganizationProfileMessages,
  type OrganizationProfileValues,
  organizationBusinessTypes,
  organizationCompanySizes,
  organizationProfileSchema,
} from './organizationProfileSchema.ts';

export type OrganizationProfileFormProps = {
  onSubmit: (values: OrganizationProfileValues) => void;
  /** The profile as loaded; missing fields start empty. */
  defaultValues?: Partial<OrganizationProfileValues>;
  /** Read-only: changed through the upgrade flow, not here. */
  subscriptionType?: string;
  isSaving?: boolean;
  /** A form-level failure, e.g. the update was refused. */
  error?: string;
  messages?: Partial<OrganizationProfileMessages>;
  saveLabel?: string;
  savingLabel?: string;
  /** Where the Subscription field's help links lead. */
  upgradeHref?: string;
  billingHref?: string;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The General tab of /settings: the organization profile (docs/product/organization.md, "Organization profile"). */
export function OrganizationProfileForm({
  onSubmit,
  defaultValues,
  subscriptionType = 'free',
  isSaving = false,
  error,
  messages,
  saveLabel = 'Save Changes',
  savingLabel = 'Saving...',
  upgradeHref = '/upgrade',
  billingHref = '/billing',
}: OrganizationProfileFormProps) {
  const schema = useMemo(
    () => organizationProfileSchema({ ...defaultOrganizationProfileMessages, ...messages }),
    [messages],
  );
  const { control, handleSubmit } = useForm<OrganizationProfileValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...emptyOrganizationProfile, ...defaultValues },
  });

  return (
    <form className={form} onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Organization profile">
      <FormTextField
        control={control}
        name="name"
        label="Organization name"
        isRequired
        isDisabled={isSaving}
      />
      <FormSelect
        control={control}
        name="businessType"
        label="Business type"
        options={organizationBusinessTypes}
        placeholder="Select a business type"
        isDisabled={isSaving}
      />
      <div className={fullWidth}>
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <DescriptionField
              {...field}
              placeholder="What does your organization do?"
              isDisabled={isSaving}
            />
          )}
        />
      </div>
      <FormTextField
        control={control}
        name="website"
        label="Website"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://example.com"
        isDisabled={isSaving}
      />
      <FormTextField
        control={control}
        name="email"
        as={EmailField}
        label="Contact email"
        placeholder="contact@company.com"
        isDisabled={isSaving}
      />
      <FormTextField
        control={control}
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        isDisabled={isSaving}
      />
      <FormSelect
        control={control}
        name="employees"
        label="Company size"
        options={organizationCompanySizes}
        placeholder="Select a company size"
        isDisabled={isSaving}
      />
      <div className={fullWidth}>
        <FormTextField
          control={control}
          name="address"
          label="Address"
          autoComplete="street-address"
          isDisabled={isSaving}
        />
      </div>
      <TextField
        label="Subscription"
        value={capitalise(subscriptionType)}
        isReadOnly
        description={
          <>
            <Link href={upgradeHref} className={planLink}>
              Change your plan from the upgrade page.
            </Link>{' '}
            <Link href={billingHref} className={planLink}>
              See your billing and invoices.
            </Link>
          </>
        }
      />
      <div className={footer}>
        <FormError>{error}</FormError>
        <Button type="submit" isPending={isSaving} pendingLabel={savingLabel}>
          {saveLabel}
        </Button>
      </div>
    </form>
  );
}
