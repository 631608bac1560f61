// The one rule for people's names (zod-free: the app's first load may use it): a full name is the first
// name, a space, and the rest.

export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export const joinFullName = (firstName: string, lastName: string) => `${firstName} ${lastName}`.trim();
