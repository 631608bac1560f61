export { MeetActions, type MeetActionsProps } from './MeetActions.tsx';
