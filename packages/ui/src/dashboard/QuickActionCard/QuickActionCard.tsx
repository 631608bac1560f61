import type { LucideIcon } from 'lucide-react';
import {
  card,
  description as descriptionStyle,
  iconBox,
  title as titleStyle,
} from './QuickActionCard.css.ts';

export type QuickActionCardProps = {
  title: string;
  description: string;
  icon: LucideIcon;
};

/** A shortcut tile on the dashboard. The spec gives it no action, so it is not interactive. */
export function QuickActionCard({ title, description, icon: Icon }: QuickActionCardProps) {
  return (
    <div className={card}>
      <span className={iconBox}>
        <Icon size={20} aria-hidden="true" />
      </span>
      <div>
        <h3 className={titleStyle}>{title}</h3>
        <p className={descriptionStyle}>{description}</p>
      </div>
    </div>
  );
}
