export { visuallyHidden } from './Spinner.css.ts';
export { Spinner, type SpinnerProps } from './Spinner.tsx';
