export { AlertDialog, type AlertDialogProps, type AlertDialogVariant } from './AlertDialog.tsx';
