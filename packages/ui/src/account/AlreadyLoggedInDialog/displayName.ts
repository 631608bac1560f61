export type NamedUser = {
  fullName?: string | null;
  firstName?: string | null;
  email?: string | null;
};

/**
 * How the product names a user: fullName, else firstName, else the email before '@', else 'Unknown'
 * (docs/product/landing.md, "Registration section").
 */
export function displayName(user: NamedUser | null | undefined): string {
  const fullName = user?.fullName?.trim();
  if (fullName) return fullName;
  const firstName = user?.firstName?.trim();
  if (firstName) return firstName;
  const localPart = user?.email?.split('@')[0]?.trim();
  if (localPart) return localPart;
  return 'Unknown';
}
