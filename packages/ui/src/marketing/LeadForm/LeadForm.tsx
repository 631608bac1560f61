import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { Button } from '../../primitives/Button/index.ts';
import { FormSelect } from '../../primitives/FormSelect/index.ts';
import { FormTextField } from '../../primitives/FormTextField/index.ts';
import { EmailField } from '../../primitives/TextField/index.ts';
import {
  homeBusinessTypes,
  homeEmployeeRanges,
  type RegistrationDraft,
  type RegistrationValues,
  registrationSchema,
} from '../RegistrationSection/registrationSchema.ts';
import * as styles from './LeadForm.css.ts';

export type LeadFormLabels = {
  name: string;
  email: string;
  businessType: string;
  employees: string;
  selectPlaceholder: string;
  submit: string;
  submitting: string;
};

export const defaultLeadFormLabels: LeadFormLabels = {
  name: 'Full name',
  email: 'Work email',
  businessType: 'Business type',
  employees: 'Number of employees (optional)',
  selectPlaceholder: 'Select...',
  submit: 'Create Free Account',
  submitting: 'Creating Account...',
};

export type LeadFormProps = {
  labels: LeadFormLabels;
  defaultValues?: Partial<RegistrationDraft>;
  isSubmitting: boolean;
  isReadOnly?: boolean;
  onSubmit: (values: RegistrationValues) => void;
  /**
   * Where the form goes when submitted before (or without) the page's script: /register, which reads
   * the same fields (name, email, businessType, employees) as its prefill.
   */
  action?: string;
};

const emptyDraft: RegistrationDraft = { name: '', email: '', businessType: '', employees: '' };

/**
 * The home page's lead form (inside RegistrationSection): name, work email, business type and employees,
 * validated with zod on submit and re-validated as the user corrects them. It records interest; the account
 * itself is created on /register (RegisterForm).
 */
export function LeadForm({
  labels,
  defaultValues,
  isSubmitting,
  isReadOnly = false,
  onSubmit,
  action = '/register',
}: LeadFormProps) {
  const { control, handleSubmit } = useForm<RegistrationDraft, unknown, RegistrationValues>({
    resolver: zodResolver(registrationSchema),
    defaultValues: { ...emptyDraft, ...defaultValues },
  });

  return (
    <Form
      action={action}
      validationBehavior="aria"
      onSubmit={handleSubmit((values) => onSubmit(values))}
      className={styles.form}
    >
      <FormTextField
        control={control}
        name="name"
        label={labels.name}
        autoComplete="name"
        isReadOnly={isReadOnly}
        isDisabled={isSubmitting}
      />
      <FormTextField
        control={control}
        name="email"
        as={EmailField}
        label={labels.email}
        isReadOnly={isReadOnly}
        isDisabled={isSubmitting}
      />
      <div className={styles.row}>
        <FormSelect
          control={control}
          name="businessType"
          label={labels.businessType}
          options={homeBusinessTypes}
          placeholder={labels.selectPlaceholder}
          isDisabled={isSubmitting}
        />
        <FormSelect
          control={control}
          name="employees"
          label={labels.employees}
          options={homeEmployeeRanges}
          placeholder={labels.selectPlaceholder}
          isDisabled={isSubmitting}
        />
      </div>
      <Button type="submit" size="lg" fullWidth isPending={isSubmitting} pendingLabel={labels.submitting}>
        {labels.submit}
      </Button>
    </Form>
  );
}
