export { AlreadyLoggedInDialog, type AlreadyLoggedInDialogProps } from './AlreadyLoggedInDialog.tsx';
export { displayName, type NamedUser } from './displayName.ts';
