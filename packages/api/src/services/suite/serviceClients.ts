import { timingSafeEqual } from 'node:crypto';
import { serviceClientId } from '../../config/services.ts';
import { SERVICE_KEYS, type ServiceKey } from '../../contract/common.ts';
import { unauthenticated } from '../../domain/errors.ts';

export const invalidClient = () =>
  unauthenticated(
    'invalid_client',
    'The service must authenticate with its client id and secret (HTTP Basic).',
  );

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The service whose client credentials an `Authorization: Basic` header carries (RFC 6749 §2.3.1: id and
 * secret form-url-encoded, then base64); refused unless both match.
 */
export function authenticateServiceClient(
  secrets: Record<ServiceKey, string>,
  authorization: string | undefined,
): ServiceKey {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '');
  if (!match?.[1]) throw invalidClient();
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw invalidClient();
  let id: string;
  let secret: string;
  try {
    id = decodeURIComponent(decoded.slice(0, colon).replaceAll('+', ' '));
    secret = decodeURIComponent(decoded.slice(colon + 1).replaceAll('+', ' '));
  } catch {
    throw invalidClient();
  }
  const service = SERVICE_KEYS.find((key) => serviceClientId(key) === id);
  if (!service || !sameSecret(secret, secrets[service])) throw invalidClient();
  return service;
}

/** The service a client id names (`winhub-erp` → erp), if any. */
export const serviceOfClientId = (clientId: string): ServiceKey | null =>
  SERVICE_KEYS.find((key) => serviceClientId(key) === clientId) ?? null;
