export * from './Hero/index.ts';
export * from './NavBar/index.ts';
