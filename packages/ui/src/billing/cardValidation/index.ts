export {
  cvcValid,
  digitsOnly,
  expiryValid,
  normaliseExpiry,
  parseExpiry,
} from './cardValidation.ts';
