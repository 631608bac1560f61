export { MeetFeatureTiles, type MeetFeatureTilesProps, meetParticipantLimit } from './MeetFeatureTiles.tsx';
