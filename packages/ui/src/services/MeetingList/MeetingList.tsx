import { Video } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import { Card } from '../../primitives/Card/index.ts';
import { header, icon, item, list, meetingTitle, meta, title } from './MeetingList.css.ts';

export type MeetingItem = { title: string; time: string; participants: number };

/** The three hard-coded sample meetings for today (docs/product/services.md, "Meet page"). */
export const sampleMeetings: readonly MeetingItem[] = [
  { title: 'Weekly Team Sync', time: '10:00 AM', participants: 8 },
  { title: 'Client Presentation', time: '2:00 PM', participants: 5 },
  { title: 'Product Planning', time: '4:30 PM', participants: 6 },
];

export type MeetingListProps = {
  meetings?: readonly MeetingItem[];
  /** View All Meetings does nothing (docs/product/services.md, "Meet page"). */
  onViewAll?: () => void;
  title?: string;
  viewAllLabel?: string;
  participantsLabel?: (count: number) => string;
};

const defaultParticipantsLabel = (count: number) =>
  `${count} ${count === 1 ? 'participant' : 'participants'}`;

export function MeetingList({
  meetings = sampleMeetings,
  onViewAll,
  title: titleText = "Today's Meetings",
  viewAllLabel = 'View All Meetings',
  participantsLabel = defaultParticipantsLabel,
}: MeetingListProps) {
  return (
    <Card as="section" aria-labelledby="meeting-list-title">
      <div className={header}>
        <h2 id="meeting-list-title" className={title}>
          {titleText}
        </h2>
        <Button variant="ghost" size="sm" onPress={onViewAll}>
          {viewAllLabel}
        </Button>
      </div>
      <ul className={list}>
        {meetings.map((meeting) => (
          <li key={`${meeting.time}-${meeting.title}`} className={item}>
            <span className={icon}>
              <Video size={18} aria-hidden="true" />
            </span>
            <div>
              <h3 className={meetingTitle}>{meeting.title}</h3>
              <p className={meta}>
                <span>{meeting.time}</span>
                <span>{participantsLabel(meeting.participants)}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
