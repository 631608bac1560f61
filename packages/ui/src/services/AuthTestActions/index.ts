export {
  AuthTestActions,
  type AuthTestActionsLabels,
  type AuthTestActionsProps,
  defaultAuthTestActionsLabels,
} from './AuthTestActions.tsx';
