import type { ReactNode } from 'react';
import { greeting, heading, subtitle } from './Greeting.css.ts';

export type GreetingProps = {
  /** The signed-in user's name as shown (the app passes the full name); without it the greeting has no name. */
  name?: string;
  subtitle?: string;
  /** Shown at the end of the row, usually the PlanBadge. */
  badge?: ReactNode;
};

export function Greeting({
  name,
  subtitle: subtitleText = 'Your control center for every WinHub service.',
  badge,
}: GreetingProps) {
  return (
    <div className={greeting}>
      <div>
        <h1 className={heading}>{name ? `Welcome back, ${name}!` : 'Welcome back!'}</h1>
        <p className={subtitle}>{subtitleText}</p>
      </div>
      {badge}
    </div>
  );
}
