export * from './Button/index.ts';
export * from './Spinner/index.ts';
