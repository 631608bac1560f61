import { type ReactNode, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { inlineVar } from '../shared/inlineVar.ts';
import * as styles from './ServiceTile.css.ts';

export type ServiceTileProps = {
  name: string;
  /** Decorative icon, e.g. `<ServiceIcon id="erp" />`. */
  icon: ReactNode;
  /** The service colour as a token var, e.g. `vars.color.serviceErp`. */
  color: string;
  description: string;
  /** Shown in the description card while the tile is hovered or focused. */
  fullDescription: string;
  /** Click, Enter or Space: the app opens the service (or asks to sign in). */
  onOpen?: () => void;
  /** Where the description card opens on wide screens, so it clears the neighbouring tiles. */
  cardPlacement?: ServiceTileCardPlacement;
};

export type ServiceTileCardPlacement = 'below' | 'above';

export function ServiceTile({
  name,
  icon,
  color,
  description,
  fullDescription,
  onOpen,
  cardPlacement = 'below',
}: ServiceTileProps) {
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const cardId = useId();
  const highlighted = isHovered || isFocused;

  return (
    <div
      className={styles.wrapper}
      style={inlineVar(styles.tileColor, color)}
      data-highlighted={highlighted || undefined}
      data-card-placement={cardPlacement}
    >
      <Button
        className={styles.tile}
        aria-describedby={cardId}
        onPress={onOpen}
        onHoverChange={setHovered}
        onFocusChange={setFocused}
      >
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <span className={styles.name}>{name}</span>
        <span className={styles.description}>{description}</span>
      </Button>
      <div id={cardId} className={styles.card}>
        <strong className={styles.cardTitle} aria-hidden="true">
          {name}
        </strong>
        {fullDescription}
      </div>
    </div>
  );
}
