export * from './AlertDialog/index.ts';
export * from './Button/index.ts';
export * from './Checkbox/index.ts';
export * from './Dialog/index.ts';
export * from './FormError/index.ts';
export * from './Select/index.ts';
export * from './Spinner/index.ts';
export * from './TextField/index.ts';
