export {
  type AuthCallbackState,
  AuthCallbackStatus,
  type AuthCallbackStatusProps,
} from './AuthCallbackStatus.tsx';
