import { eyebrow as eyebrowStyle, sectionLead, sectionTitle } from '../shared/layout.css.ts';
import { sectionHeader } from './SectionHeading.css.ts';

export type SectionHeadingProps = {
  /** Id of the `h2`, so the section can point `aria-labelledby` at it. */
  titleId: string;
  eyebrow: string;
  title: string;
  /** One-line introduction under the title; left out when not given. */
  lead?: string;
};

/** Centred eyebrow + h2 + optional lead that opens every home-page band. */
export function SectionHeading({ titleId, eyebrow, title, lead }: SectionHeadingProps) {
  return (
    <header className={sectionHeader}>
      <p className={eyebrowStyle}>{eyebrow}</p>
      <h2 id={titleId} className={sectionTitle}>
        {title}
      </h2>
      {lead === undefined ? null : <p className={sectionLead}>{lead}</p>}
    </header>
  );
}
