export { MeetPage, type MeetPageProps } from './MeetPage.tsx';
