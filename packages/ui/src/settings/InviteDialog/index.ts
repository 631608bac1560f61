export {
  InviteDialog,
  type InviteDialogProps,
  type InviteOutcome,
  type InviteRequest,
  type InviteResult,
} from './InviteDialog.tsx';
