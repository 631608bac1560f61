export * from './AuthCallbackStatus/index.ts';
export * from './Countdown/index.ts';
export * from './DirectAuthFallback/index.ts';
export * from './NotFound/index.ts';
export * from './RedirectScreen/index.ts';
