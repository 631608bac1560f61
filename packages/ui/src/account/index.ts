export * from './AlreadyLoggedInDialog/index.ts';
