export { Greeting, type GreetingProps } from './Greeting.tsx';
