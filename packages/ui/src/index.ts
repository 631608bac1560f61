export * from './primitives/Button/index.ts';
export * from './primitives/Spinner/index.ts';
