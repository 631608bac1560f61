export {
  UnlockPremiumCard,
  type UnlockPremiumCardProps,
  unlockPremiumBenefits,
} from './UnlockPremiumCard.tsx';
