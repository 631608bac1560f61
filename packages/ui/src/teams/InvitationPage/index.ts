export {
  type InvitationDetails,
  InvitationPage,
  type InvitationPageProps,
  type InvitationPageState,
  type InvitationSignUpValues,
} from './InvitationPage.tsx';
