export { ComingSoonAlert, type ComingSoonAlertProps, comingSoonMessage } from './ComingSoonAlert.tsx';
