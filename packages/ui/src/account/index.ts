export * from './AlreadyLoggedInDialog/index.ts';
export * from './BusinessProfilePicker/index.ts';
export * from './PersonaChoice/index.ts';
export * from './RegisterForm/index.ts';
export * from './SignInForm/index.ts';
