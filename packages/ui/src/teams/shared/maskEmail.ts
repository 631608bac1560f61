/**
 * An address with its local part hidden but its first character, "a***@example.com", to name an
 * invitation's address to someone signed in as another account. Masking a masked address changes nothing.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
