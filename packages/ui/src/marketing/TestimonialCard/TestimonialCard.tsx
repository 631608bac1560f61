import { Quote } from 'lucide-react';
import * as styles from './TestimonialCard.css.ts';

export type TestimonialCardProps = {
  quote: string;
  name: string;
  /** Job title and company, e.g. "COO, Vértice Logística". */
  role: string;
};

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

export function TestimonialCard({ quote, name, role }: TestimonialCardProps) {
  return (
    <figure className={styles.card}>
      <Quote size={24} aria-hidden="true" className={styles.quoteIcon} />
      <blockquote className={styles.quote}>{quote}</blockquote>
      <figcaption className={styles.author}>
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(name)}
        </span>
        <span>
          <cite className={styles.name}>{name}</cite>
          <span className={styles.role}>{role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
