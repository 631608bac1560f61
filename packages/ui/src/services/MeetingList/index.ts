export { type MeetingItem, MeetingList, type MeetingListProps, sampleMeetings } from './MeetingList.tsx';
