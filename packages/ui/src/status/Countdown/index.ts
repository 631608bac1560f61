export { Countdown, type CountdownProps } from './Countdown.tsx';
