import type { ReactNode } from 'react';
import { serviceTinted } from '../ServiceIcon/ServiceIcon.css.ts';
import type { ServiceId } from '../ServiceIcon/serviceColor.ts';
import { card } from './Card.css.ts';

export type CardProps = {
  children: ReactNode;
  /** Paints the top edge in this service's colour. */
  accent?: ServiceId;
  padding?: 'none' | 'md' | 'lg';
  /** The lighter surface, for a card on a card-coloured section. */
  raised?: boolean;
  /** Semantic element: `section`/`article` when the card has its own heading. */
  as?: 'div' | 'section' | 'article' | 'li';
  'aria-labelledby'?: string;
};

/** The surface container of the product: hairline border, large radius, optional service edge. */
export function Card({ children, accent, padding, raised, as: Element = 'div', ...aria }: CardProps) {
  const tint = accent ? serviceTinted({ service: accent }) : '';
  return (
    <Element
      {...aria}
      className={`${tint} ${card({ padding, raised, accented: Boolean(accent) })}`}
      data-accent={accent}
    >
      {children}
    </Element>
  );
}
