import { Check, Crown } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import { card, check, crown, item, list, title } from './UnlockPremiumCard.css.ts';

export const unlockPremiumBenefits: readonly string[] = [
  'Unlimited meeting duration',
  'Up to 100 participants',
  'Meeting recording',
  'Access to all 6 microservices',
];

export type UnlockPremiumCardProps = {
  /** 'Upgrade Now': the app goes to /upgrade. */
  onUpgrade: () => void;
  title?: string;
  benefits?: readonly string[];
  upgradeLabel?: string;
};

export function UnlockPremiumCard({
  onUpgrade,
  title: titleText = 'Unlock Premium',
  benefits = unlockPremiumBenefits,
  upgradeLabel = 'Upgrade Now',
}: UnlockPremiumCardProps) {
  return (
    <section className={card} aria-labelledby="unlock-premium-title">
      <h2 id="unlock-premium-title" className={title}>
        <Crown size={20} aria-hidden="true" className={crown} />
        {titleText}
      </h2>
      <ul className={list}>
        {benefits.map((benefit) => (
          <li key={benefit} className={item}>
            <Check size={16} aria-hidden="true" className={check} />
            {benefit}
          </li>
        ))}
      </ul>
      <Button fullWidth onPress={onUpgrade}>
        {upgradeLabel}
      </Button>
    </section>
  );
}
