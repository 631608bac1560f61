export { AccountReview, type AccountReviewProps } from './AccountReview.tsx';
