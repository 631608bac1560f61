export { StepUpDialog, type StepUpDialogProps } from './StepUpDialog.tsx';
