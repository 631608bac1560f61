import { z } from 'zod';

const emailAddress = z.email();

export type AddressCheck = { ok: true; emails: string[] } | { ok: false; message: string; emails: string[] };

/** The addresses typed in the invite field: split at commas, semicolons, spaces and new lines, each once. */
export function splitAddresses(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter((address) => {
      const key = address.toLowerCase();
      if (!address || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The typed addresses, or what is wrong with them, naming every address that is not one. */
export function checkAddresses(text: string, maxAddresses: number): AddressCheck {
  const emails = splitAddresses(text);
  if (emails.length === 0) return { ok: false, message: 'Enter at least one email address.', emails };
  const invalid = emails.filter((email) => !emailAddress.safeParse(email).success);
  if (invalid.length === 1) return { ok: false, message: `Not an email address: ${invalid[0]}`, emails };
  if (invalid.length > 1) {
    return { ok: false, message: `Not email addresses: ${invalid.join(', ')}`, emails };
  }
  if (emails.length > maxAddresses) {
    return {
      ok: false,
      message: `At most ${maxAddresses} addresses at once (there are ${emails.length}).`,
      emails,
    };
  }
  return { ok: true, emails };
}
