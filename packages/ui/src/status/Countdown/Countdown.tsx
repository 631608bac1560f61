import { countdown, number, progress, ring, ringSvg, track } from './Countdown.css.ts';

export type CountdownProps = {
  /** Seconds left; the app ticks it down. */
  secondsLeft: number;
  /** Where the countdown started, for the ring (e.g. 5 on the payment-success screen). */
  totalSeconds: number;
  /** The sentence beside the ring. */
  message?: (secondsLeft: number) => string;
};

const RADIUS = 17;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

const defaultMessage = (seconds: number) =>
  `Redirecting to your dashboard in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}...`;

/** Seconds until an automatic redirect, with a ring that empties. Purely visual: no timer inside. */
export function Countdown({ secondsLeft, totalSeconds, message = defaultMessage }: CountdownProps) {
  const left = Math.max(0, Math.min(secondsLeft, totalSeconds));
  const fraction = totalSeconds > 0 ? left / totalSeconds : 0;
  return (
    <div className={countdown} role="timer" aria-label={message(left)}>
      <span className={ring} aria-hidden="true">
        <svg viewBox="0 0 40 40" className={ringSvg} aria-hidden="true">
          <circle cx="20" cy="20" r={RADIUS} className={track} />
          <circle
            cx="20"
            cy="20"
            r={RADIUS}
            className={progress}
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
          />
        </svg>
        <span className={number}>{left}</span>
      </span>
      <span aria-hidden="true">{message(left)}</span>
    </div>
  );
}
