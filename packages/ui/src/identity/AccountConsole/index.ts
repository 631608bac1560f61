export {
  ACCOUNT_TABS,
  AccountConsole,
  type AccountConsoleProps,
  type AccountTab,
} from './AccountConsole.tsx';
