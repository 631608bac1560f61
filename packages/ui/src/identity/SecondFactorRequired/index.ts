export { SecondFactorRequired, type SecondFactorRequiredProps } from './SecondFactorRequired.tsx';
