export type RegisterFormLabels = {
  title: string;
  personaLead: (persona: string) => string;
  back: string;
  email: string;
  fullName: string;
  password: string;
  organizationName: string;
  businessType: string;
  employees: string;
  selectPlaceholder: string;
  submit: string;
  pending: string;
};

export const defaultRegisterLabels: RegisterFormLabels = {
  title: 'Create your account',
  personaLead: (persona) => `Profile: ${persona}`,
  back: 'Back',
  email: 'Email',
  fullName: 'Full name',
  password: 'Password',
  organizationName: 'Organization name',
  businessType: 'Business type',
  employees: 'Employees',
  selectPlaceholder: 'Select...',
  submit: 'Create account',
  pending: 'Creating account...',
};
