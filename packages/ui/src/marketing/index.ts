export * from './NavBar/index.ts';
