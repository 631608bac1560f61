import { SectionHeading } from '../SectionHeading/index.ts';
import { container, laterSection } from '../shared/layout.css.ts';
import { TestimonialCard, type TestimonialCardProps } from '../TestimonialCard/TestimonialCard.tsx';
import { defaultTestimonials } from './defaultTestimonials.ts';
import * as styles from './TestimonialSection.css.ts';

export type TestimonialSectionProps = {
  id?: string;
  eyebrow?: string;
  title?: string;
  statValue?: string;
  statLabel?: string;
  testimonials?: readonly TestimonialCardProps[];
};

export function TestimonialSection({
  id = 'testimonials',
  eyebrow: eyebrowText = 'Testimonials',
  title = 'Teams that switched to WinHub',
  statValue = '40%',
  statLabel = 'average productivity gain reported by our customers',
  testimonials = defaultTestimonials,
}: TestimonialSectionProps) {
  return (
    <section id={id} className={laterSection} aria-labelledby={`${id}-title`}>
      <div className={container}>
        <SectionHeading titleId={`${id}-title`} eyebrow={eyebrowText} title={title} />
        <p className={styles.stat}>
          <span className={styles.statValue}>{statValue}</span>
          <span className={styles.statLabel}>{statLabel}</span>
        </p>
        <ul className={styles.grid}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard {...testimonial} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
