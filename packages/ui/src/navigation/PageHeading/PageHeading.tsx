import type { ReactNode } from 'react';
import * as styles from './PageHeading.css.ts';

export type PageHeadingProps = {
  title: string;
  /** One sentence under the title saying what the page is for. */
  lead?: ReactNode;
};

/** The h1 of an app page, with an optional lead sentence. */
export function PageHeading({ title, lead }: PageHeadingProps) {
  return (
    <div className={styles.heading}>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}
