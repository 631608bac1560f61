/** A start-up failure an operator can fix: printed as one line, never as a stack trace. */
export class StartupError extends Error {
  override name = 'StartupError';
}
