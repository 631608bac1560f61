export {
  cvcValid,
  digitsOnly,
  expiryValid,
  luhnValid,
  normaliseExpiry,
  parseExpiry,
} from './cardValidation.ts';
