export { defaultHeroPitch, Hero, type HeroProps } from './Hero.tsx';
