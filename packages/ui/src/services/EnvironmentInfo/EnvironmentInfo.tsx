import { Card } from '../../primitives/Card/index.ts';
import { list, row, term, title, value } from './EnvironmentInfo.css.ts';

export type EnvironmentInfoProps = {
  hostname: string;
  origin: string;
  userAgent: string;
  title?: string;
  labels?: { hostname?: string; origin?: string; userAgent?: string };
};

/** Where the /auth-test page runs; the app reads the values from the browser. */
export function EnvironmentInfo({
  hostname,
  origin,
  userAgent,
  title: titleText = 'Environment',
  labels,
}: EnvironmentInfoProps) {
  const rows = [
    { term: labels?.hostname ?? 'Hostname', value: hostname },
    { term: labels?.origin ?? 'Origin', value: origin },
    { term: labels?.userAgent ?? 'User agent', value: userAgent },
  ];
  return (
    <Card as="section" aria-labelledby="environment-info-title">
      <h2 id="environment-info-title" className={title}>
        {titleText}
      </h2>
      <dl className={list}>
        {rows.map((item) => (
          <div key={item.term} className={row}>
            <dt className={term}>{item.term}</dt>
            <dd className={value}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
