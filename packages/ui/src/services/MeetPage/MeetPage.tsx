import type { ReactNode } from 'react';
import { type Plan, PlanBadge } from '../../dashboard/PlanBadge/PlanBadge.tsx';
import { Button } from '../../primitives/Button/index.ts';
import { ServiceIcon } from '../../primitives/ServiceIcon/index.ts';
import { MeetActions, type MeetActionsProps } from '../MeetActions/MeetActions.tsx';
import { MeetFeatureTiles } from '../MeetFeatureTiles/MeetFeatureTiles.tsx';
import { type MeetingItem, MeetingList } from '../MeetingList/MeetingList.tsx';
import { type QuickSettingId, QuickSettings } from '../QuickSettings/QuickSettings.tsx';
import { UnlockPremiumCard } from '../UnlockPremiumCard/UnlockPremiumCard.tsx';
import * as styles from './MeetPage.css.ts';

export type MeetPageProps = Pick<MeetActionsProps, 'onStartInstant' | 'onSchedule' | 'onJoin'> & {
  /** Free shows the 10-participant limit, the upgrade button and the Unlock Premium card; Premium 100 and none. */
  plan: Plan;
  /** 'Upgrade to Premium' and 'Upgrade Now': the app goes to /upgrade. */
  onUpgrade: () => void;
  onViewAllMeetings?: () => void;
  onQuickSettingChange?: (setting: QuickSettingId, isSelected: boolean) => void;
  meetings?: readonly MeetingItem[];
  /** The banner-ad slot free organizations see (BannerAd). */
  adSlot?: ReactNode;
  title?: string;
  subtitle?: string;
  featuresTitle?: string;
  upgradeLabel?: string;
};

/** /meet: a static video-meetings page. */
export function MeetPage({
  plan,
  onUpgrade,
  onStartInstant,
  onSchedule,
  onJoin,
  onViewAllMeetings,
  onQuickSettingChange,
  meetings,
  adSlot,
  title = 'WinMeet',
  subtitle = 'HD video meetings for your whole team',
  featuresTitle = 'Features',
  upgradeLabel = 'Upgrade to Premium',
}: MeetPageProps) {
  const isFree = plan === 'free';
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.identity}>
          <ServiceIcon service="meet" size="lg" framed />
          <div>
            <div className={styles.titleRow}>
              <h1 className={styles.title}>{title}</h1>
              <PlanBadge plan={plan} />
            </div>
            <p className={styles.subtitle}>{subtitle}</p>
          </div>
        </div>
        {isFree && <Button onPress={onUpgrade}>{upgradeLabel}</Button>}
      </header>
      {adSlot}
      <div className={styles.columns}>
        <div className={styles.stack}>
          <MeetActions onStartInstant={onStartInstant} onSchedule={onSchedule} onJoin={onJoin} />
          <section aria-labelledby="meet-features-title">
            <h2 id="meet-features-title" className={styles.sectionTitle}>
              {featuresTitle}
            </h2>
            <MeetFeatureTiles plan={plan} />
          </section>
          <MeetingList meetings={meetings} onViewAll={onViewAllMeetings} />
        </div>
        <aside className={styles.stack} aria-label="Plan and settings">
          {isFree && <UnlockPremiumCard onUpgrade={onUpgrade} />}
          <QuickSettings onChange={onQuickSettingChange} />
        </aside>
      </div>
    </div>
  );
}
