import { CalendarPlus, Video } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { Card } from '../../primitives/Card/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { buttons, join, title } from './MeetActions.css.ts';

export type MeetActionsProps = {
  /** The spec gives these buttons no behaviour; the callbacks are optional. */
  onStartInstant?: () => void;
  onSchedule?: () => void;
  /** Called with the typed meeting ID as is: the field has no validation. */
  onJoin?: (meetingId: string) => void;
  title?: string;
  startInstantLabel?: string;
  scheduleLabel?: string;
  meetingIdLabel?: string;
  meetingIdPlaceholder?: string;
  joinLabel?: string;
};

export function MeetActions({
  onStartInstant,
  onSchedule,
  onJoin,
  title: titleText = 'Start or join a meeting',
  startInstantLabel = 'Start Instant Meeting',
  scheduleLabel = 'Schedule Meeting',
  meetingIdLabel = 'Meeting ID',
  meetingIdPlaceholder = 'Enter meeting ID',
  joinLabel = 'Join',
}: MeetActionsProps) {
  const [meetingId, setMeetingId] = useState('');
  return (
    <Card as="section" aria-labelledby="meet-actions-title">
      <h2 id="meet-actions-title" className={title}>
        {titleText}
      </h2>
      <div className={buttons}>
        <Button size="lg" onPress={onStartInstant}>
          <Video size={18} aria-hidden="true" />
          {startInstantLabel}
        </Button>
        <Button size="lg" variant="secondary" onPress={onSchedule}>
          <CalendarPlus size={18} aria-hidden="true" />
          {scheduleLabel}
        </Button>
      </div>
      <div className={join}>
        <TextField
          label={meetingIdLabel}
          placeholder={meetingIdPlaceholder}
          value={meetingId}
          onChange={setMeetingId}
        />
        <Button variant="secondary" onPress={() => onJoin?.(meetingId)}>
          {joinLabel}
        </Button>
      </div>
    </Card>
  );
}
