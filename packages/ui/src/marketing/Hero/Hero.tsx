import { CircleCheck, Info, LayoutDashboard, Play, Sparkles } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { header, icon } from '../../primitives/AlertDialog/AlertDialog.css.ts';
import { button } from '../../primitives/Button/Button.css.ts';
import { Button } from '../../primitives/Button/index.ts';
import { actions, body, dialog, heading } from '../../primitives/Dialog/Dialog.css.ts';
import { LinkButton } from '../../primitives/LinkButton/index.ts';
import { container } from '../shared/layout.css.ts';
import * as alertStyles from './AdvertiseAlert.css.ts';
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
  /** Where Start FREE Now leads without script (and when the app does not take it): the registration section. */
  startHref?: string;
  /**
   * Where Start FREE Now leads a signed-in person (the app's press goes there); marked on the link so
   * the page's early-input script holds such a press for the app instead of following the link.
   */
  signedInStartHref?: string;
  /** Start FREE Now: the app scrolls smoothly to the registration section (instead of the link's jump). */
  onStartFree?: () => void;
  /** Access Dashboard: the app goes to /dashboard when signed in, else to the registration section. */
  onAccessDashboard?: () => void;
  /**
   * Advertise Here: the band's own coming-soon alert opens (a native popover: no script needed); the
   * app is told, to count it.
   */
  onAdvertise?: () => void;
  advertiseTitle?: string;
  advertiseMessage?: string;
  okLabel?: string;
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
  startHref = '#registration-section',
  signedInStartHref,
  advertiseTitle = 'Coming soon',
  advertiseMessage = "Advertising is coming soon! We're working hard to bring you this service.",
  okLabel = 'OK',
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
            <LinkButton
              size="lg"
              href={startHref}
              data-signed-in-href={signedInStartHref}
              onClick={(event) => {
                if (!onStartFree) return;
                event.preventDefault();
                onStartFree();
              }}
            >
              {startLabel}
            </LinkButton>
            <Button size="lg" variant="secondary" onPress={onAccessDashboard}>
              <LayoutDashboard size={18} aria-hidden="true" />
              {dashboardLabel}
            </Button>
            <button
              type="button"
              popoverTarget={`${id}-advertise`}
              className={`${button({ variant: 'ghost', size: 'lg' })} ${alertStyles.nativeGhost}`}
              onClick={onAdvertise}
            >
              {advertiseLabel}
            </button>
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
      <dialog
        id={`${id}-advertise`}
        popover="auto"
        role="alertdialog"
        aria-labelledby={`${id}-advertise-title`}
        aria-describedby={`${id}-advertise-message`}
        className={alertStyles.popover}
      >
        <div className={dialog}>
          <div className={header}>
            <span className={icon({ variant: 'default' })} aria-hidden="true">
              <Info size={20} />
            </span>
            <h2 id={`${id}-advertise-title`} className={heading}>
              {advertiseTitle}
            </h2>
          </div>
          <p id={`${id}-advertise-message`} className={`${body} ${alertStyles.message}`}>
            {advertiseMessage}
          </p>
          <div className={actions}>
            <button
              type="button"
              // biome-ignore lint/a11y/noAutofocus: an alert's one answer takes the focus as it opens
              autoFocus
              popoverTarget={`${id}-advertise`}
              popoverTargetAction="hide"
              className={`${button({ variant: 'primary', size: 'md' })} ${alertStyles.nativePrimary}`}
            >
              {okLabel}
            </button>
          </div>
        </div>
      </dialog>
    </section>
  );
}
