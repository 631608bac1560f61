import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { type KeyboardEvent, useMemo } from 'react';
import { Form } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { portugueseLang } from '../../i18n/languages.ts';
import { Button } from '../../primitives/Button/index.ts';
import { FormSelect } from '../../primitives/FormSelect/index.ts';
import { FormTextField } from '../../primitives/FormTextField/index.ts';
import { EmailField, PasswordField } from '../../primitives/TextField/index.ts';
import { defaultPersonaOptions, type Persona } from '../PersonaChoice/personas.ts';
import { fields, formCard, formHeader, formLead, formTitle } from '../shared/formCard.css.ts';
import * as styles from './RegisterForm.css.ts';
import { defaultRegisterLabels, type RegisterFormLabels } from './registerLabels.ts';
import {
  type RegisterDraft,
  type RegisterValues,
  registerBusinessTypes,
  registerEmployeeRanges,
  registerFieldOrder,
  registerSchema,
  type SignUpRules,
} from './registerSchema.ts';

export type RegisterFormProps = {
  persona: Persona;
  onSubmit: (values: RegisterValues) => void;
  /** Back to the persona choice. */
  onBack: () => void;
  /** Shows "Creating account..." and disables every field. */
  isPending?: boolean;
  /** Prefill, e.g. from the query string or the stored registration prefill. */
  defaultValues?: Partial<Omit<RegisterDraft, 'persona'>>;
  labels?: Partial<RegisterFormLabels>;
  /** False when an external identity provider holds the credentials: no password field ('' is submitted). */
  showPassword?: boolean;
  /** The sign-up rules and their messages, as the api applies them. */
  rules: SignUpRules;
};

type FieldName = keyof RegisterDraft;
type TextFieldName = 'email' | 'fullName' | 'password' | 'organizationName';

const emptyDraft = {
  email: '',
  fullName: '',
  password: '',
  organizationName: '',
  businessType: '',
  employees: '',
};

/**
 * Account creation for a chosen persona. Enter in a field moves focus to the next one and
 * submits from the last; choosing a business type or size moves on the same way.
 */
export function RegisterForm({
  persona,
  onSubmit,
  onBack,
  isPending = false,
  defaultValues,
  labels: labelOverrides,
  showPassword = true,
  rules,
}: RegisterFormProps) {
  const labels = { ...defaultRegisterLabels, ...labelOverrides };
  const isBusiness = persona === 'empresa';
  const order = registerFieldOrder(persona, showPassword);
  const { control, handleSubmit, setFocus } = useForm<RegisterDraft, unknown, RegisterValues>({
    resolver: zodResolver(useMemo(() => registerSchema(rules, showPassword), [rules, showPassword])),
    defaultValues: { ...emptyDraft, ...defaultValues, persona },
  });
  const submit = handleSubmit((values) => onSubmit(values));

  const focusAfter = (name: FieldName) => {
    const next = order[order.indexOf(name) + 1];
    if (next) setFocus(next);
    else void submit();
  };
  const enterMovesOn = (name: FieldName) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    focusAfter(name);
  };
  /** What every text field shares: the form, its label and Portuguese messages, the lock, Enter moving on. */
  const textField = <Name extends TextFieldName>(name: Name) => ({
    control,
    name,
    label: labels[name],
    errorLang: portugueseLang,
    isDisabled: isPending,
    onKeyDown: enterMovesOn(name),
  });
  /** What both selects of a business share: the form, the label, the placeholder and the lock. */
  const select = <Name extends 'businessType' | 'employees'>(name: Name) => ({
    control,
    name,
    label: labels[name],
    placeholder: labels.selectPlaceholder,
    isDisabled: isPending,
  });

  const personaTitle = defaultPersonaOptions.find((option) => option.id === persona)?.title ?? persona;

  return (
    <div className={formCard}>
      <div className={styles.topRow}>
        <Button variant="ghost" size="sm" onPress={onBack} isDisabled={isPending}>
          <ArrowLeft size={16} aria-hidden="true" />
          {labels.back}
        </Button>
      </div>
      <header className={formHeader}>
        <h1 className={formTitle}>{labels.title}</h1>
        <p className={formLead}>{labels.personaLead(personaTitle)}</p>
      </header>
      <Form className={fields} validationBehavior="aria" onSubmit={submit}>
        <FormTextField {...textField('email')} as={EmailField} />
        <FormTextField {...textField('fullName')} autoComplete="name" />
        {showPassword ? (
          <FormTextField {...textField('password')} as={PasswordField} autoComplete="new-password" />
        ) : null}
        <FormTextField {...textField('organizationName')} autoComplete="organization" />
        {isBusiness ? (
          <div className={styles.selects}>
            <FormSelect
              {...select('businessType')}
              options={registerBusinessTypes}
              onChange={() => setFocus('employees')}
            />
            <FormSelect {...select('employees')} options={registerEmployeeRanges} />
          </div>
        ) : null}
        <Button type="submit" size="lg" fullWidth isPending={isPending} pendingLabel={labels.pending}>
          {labels.submit}
        </Button>
      </Form>
    </div>
  );
}
