import { CalendarClock, Circle, type LucideIcon, MessageSquare, MonitorUp, Users, Video } from 'lucide-react';
import type { Plan } from '../../dashboard/PlanBadge/PlanBadge.tsx';
import { Badge } from '../../primitives/Badge/index.ts';
import { grid, icon, iconRow, tile, tileText, tileTitle } from './MeetFeatureTiles.css.ts';

export const meetParticipantLimit: Record<Plan, number> = { free: 10, premium: 100 };

type MeetFeature = { id: string; icon: LucideIcon; title: string; text: string; premiumOnly?: boolean };

const meetFeatures = (participants: number): readonly MeetFeature[] => [
  { id: 'video', icon: Video, title: 'HD Video', text: 'Crystal-clear video up to 1080p' },
  {
    id: 'participants',
    icon: Users,
    title: `Up to ${participants} participants`,
    text: `Meetings with up to ${participants} participants`,
  },
  { id: 'scheduling', icon: CalendarClock, title: 'Scheduling', text: 'Plan meetings and invite your team' },
  { id: 'screen', icon: MonitorUp, title: 'Screen Sharing', text: 'Present your screen or one window' },
  {
    id: 'chat',
    icon: MessageSquare,
    title: 'Chat & File Sharing',
    text: 'Message and share files during calls',
  },
  {
    id: 'recording',
    icon: Circle,
    title: 'Recording',
    text: 'Record meetings to watch later',
    premiumOnly: true,
  },
];

export type MeetFeatureTilesProps = {
  plan: Plan;
  premiumLabel?: string;
};

/** The six Meet features; on the free plan recording is Premium-only and dimmed. */
export function MeetFeatureTiles({ plan, premiumLabel = 'Premium' }: MeetFeatureTilesProps) {
  return (
    <ul className={grid} aria-label="Meet features">
      {meetFeatures(meetParticipantLimit[plan]).map((feature) => {
        const dimmed = Boolean(feature.premiumOnly) && plan === 'free';
        const Icon = feature.icon;
        return (
          <li key={feature.id} data-dimmed={dimmed || undefined}>
            <div className={tile({ dimmed })}>
              <span className={iconRow}>
                <Icon size={20} aria-hidden="true" className={icon({ dimmed })} />
                {feature.premiumOnly && <Badge variant="premium">{premiumLabel}</Badge>}
              </span>
              <h3 className={tileTitle({ dimmed })}>{feature.title}</h3>
              <p className={tileText}>{feature.text}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
