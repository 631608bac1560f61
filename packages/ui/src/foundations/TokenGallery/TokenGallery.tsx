import { vars } from '@winhub/tokens';
import {
  breakpoints,
  color,
  duration,
  fontSize,
  radius,
  shadow,
  space,
  timing,
  zIndex,
} from '@winhub/tokens/values';
import * as styles from './TokenGallery.css.ts';

const entries = <T extends Record<string, string | number>>(values: T) =>
  Object.entries(values) as [keyof T & string, T[keyof T]][];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`tokens-${title}`}>
      <h2 id={`tokens-${title}`} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({
  name,
  value,
  children,
}: {
  name: string;
  value: string | number;
  children?: React.ReactNode;
}) {
  return (
    <div className={styles.row}>
      <span className={styles.rowName}>{name}</span>
      {children}
      <span className={styles.value}>{value}</span>
    </div>
  );
}

/** Every design token of the dark theme, rendered from the token values themselves. */
export function TokenGallery() {
  return (
    <div>
      <Section title="Colour">
        <div className={styles.grid}>
          {entries(color).map(([role, value]) => (
            <div key={role} className={styles.tile}>
              <div className={styles.swatch} style={{ background: vars.color[role] }} />
              <div className={styles.tileBody}>
                <span className={styles.name}>{role}</span>
                <span className={styles.value}>{value}</span>
              </div>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Space">
        {entries(space).map(([step, value]) => (
          <Row key={step} name={`space.${step}`} value={value}>
            <div className={styles.spaceBar} style={{ width: vars.space[step] }} />
          </Row>
        ))}
      </Section>
      <Section title="Radius">
        {entries(radius).map(([step, value]) => (
          <Row key={step} name={`radius.${step}`} value={value}>
            <div className={styles.radiusBox} style={{ borderRadius: vars.radius[step] }} />
          </Row>
        ))}
      </Section>
      <Section title="Type scale">
        {entries(fontSize).map(([step, value]) => (
          <Row key={step} name={`fontSize.${step}`} value={value}>
            <span style={{ fontSize: vars.fontSize[step] }}>Complete business ecosystem</span>
          </Row>
        ))}
      </Section>
      <Section title="Shadow">
        {entries(shadow).map(([step, value]) => (
          <Row key={step} name={`shadow.${step}`} value={value}>
            <div className={styles.shadowBox} style={{ boxShadow: vars.shadow[step] }} />
          </Row>
        ))}
      </Section>
      <Section title="Motion and timing">
        {entries(duration).map(([step, value]) => (
          <Row key={step} name={`duration.${step}`} value={value} />
        ))}
        {entries(timing).map(([step, value]) => (
          <Row key={step} name={step} value={value} />
        ))}
      </Section>
      <Section title="Breakpoints and layers">
        {entries(breakpoints).map(([step, value]) => (
          <Row key={step} name={`breakpoint.${step}`} value={`${value}px`} />
        ))}
        {entries(zIndex).map(([step, value]) => (
          <Row key={step} name={`zIndex.${step}`} value={value} />
        ))}
      </Section>
    </div>
  );
}
