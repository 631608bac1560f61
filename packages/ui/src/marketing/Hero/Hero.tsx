import { CircleCheck, LayoutDashboard, Play, Sparkles } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../../primitives/Button/index.ts';
import { container } from '../shared/layout.css.ts';
import * as styles from './Hero.css.ts';

export type HeroProps = {
  /** Anchor id of the band (the nav's "home" link). */
  id?: string;
  badge?: string;
  headline?: string;
  headlineAccent?: string;
  lead?: string;
  startLabel?: string;
  advertiseLabel?: string;
  dashboardLabel?: string;
  pitchPoints?: readonly string[];
  /** Visible caption and accessible name of the video placeholder. */
  videoCaption?: string;
  /** Start FREE Now: the app scrolls smoothly to the registration section. */
  onStartFree?: () => void;
  /** Access Dashboard: the app goes to /dashboard when signed in, else to the registration section. */
  onAccessDashboard?: () => void;
  /** Advertise Here: the app shows the 'coming soon' alert. */
  onAdvertise?: () => void;
  /** Video placeholder: the app shows the placeholder alert. */
  onPlayVideo?: () => void;
};

export const defaultHeroPitch = [
  'No credit card required',
  'Free up to 5 employees',
  'Instant setup',
] as const;

export function Hero({
  id = 'home',
  badge = '6 connected microservices, one account',
  headline = 'The complete business ecosystem',
  headlineAccent = 'for your company',
  lead = 'ERP, marketplace, video meetings, advertising and warehouse management, connected by a single sign-on. Start free and grow when you are ready.',
  startLabel = 'Start FREE Now',
  advertiseLabel = 'Advertise Here',
  dashboardLabel = 'Access Dashboard',
  pitchPoints = defaultHeroPitch,
  videoCaption = 'Watch the 60-second overview',
  onStartFree,
  onAccessDashboard,
  onAdvertise,
  onPlayVideo,
}: HeroProps) {
  return (
    <section id={id} className={styles.hero} aria-labelledby={`${id}-title`}>
      <div className={`${container} ${styles.grid}`}>
        <div className={styles.copy}>
          <span className={styles.badge}>
            <Sparkles size={14} aria-hidden="true" />
            {badge}
          </span>
          <h1 id={`${id}-title`} className={styles.headline}>
            {headline} <span className={styles.headlineAccent}>{headlineAccent}</span>
          </h1>
          <p className={styles.lead}>{lead}</p>
          <div className={styles.actions}>
            <Button size="lg" onPress={onStartFree}>
              {startLabel}
            </Button>
            <Button size="lg" variant="secondary" onPress={onAccessDashboard}>
              <LayoutDashboard size={18} aria-hidden="true" />
              {dashboardLabel}
            </Button>
            <Button size="lg" variant="ghost" onPress={onAdvertise}>
              {advertiseLabel}
            </Button>
          </div>
          <ul className={styles.pitch}>
            {pitchPoints.map((point) => (
              <li key={point} className={styles.pitchItem}>
                <CircleCheck size={16} aria-hidden="true" className={styles.pitchIcon} />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <AriaButton className={styles.video} onPress={onPlayVideo}>
          <span className={styles.playCircle} aria-hidden="true">
            <Play size={28} fill="currentColor" />
          </span>
          <span className={styles.videoCaption}>{videoCaption}</span>
        </AriaButton>
      </div>
    </section>
  );
}
