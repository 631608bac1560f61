import pino, { type Logger } from 'pino';

export type { Logger } from 'pino';

/** Paths never written to the log: credentials, tokens and card data. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.access_token',
  '*.id_token',
  '*.refresh_token',
  '*.code_verifier',
  '*.clientSecret',
  '*.cardNumber',
  '*.number',
  '*.cvc',
  '*.cvv',
  '*.card',
];

export function createLogger(level = 'info', destination?: pino.DestinationStream): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}
