import type { ReactNode } from 'react';
import { Badge } from '../../primitives/Badge/index.ts';
import { comingSoon, text, title, titleRow } from './ComingSoonPanel.css.ts';

export type ComingSoonPanelProps = {
  title: string;
  text: string;
  badgeLabel?: string;
  /** e.g. a button to the service that already does this. */
  action?: ReactNode;
};

/** Body of a settings tab whose feature is not built yet. */
export function ComingSoonPanel({
  title: titleText,
  text: bodyText,
  badgeLabel = 'Coming Soon',
  action,
}: ComingSoonPanelProps) {
  return (
    <div className={comingSoon}>
      <div className={titleRow}>
        <h2 className={title}>{titleText}</h2>
        <Badge variant="accent">{badgeLabel}</Badge>
      </div>
      <p className={text}>{bodyText}</p>
      {action}
    </div>
  );
}
