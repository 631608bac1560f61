import { isIP } from 'node:net';
import { z } from 'zod';

/** Express's `trust proxy`: false, a hop count, or addresses/subnets/`loopback`-style names. */
export type TrustProxy = false | number | string[];

const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isAddressOrSubnet = (entry: string) => {
  if (TRUST_PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  return isIP(address) !== 0 && rest.length === 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
};

/** TRUST_PROXY: `false`, a hop count, or a comma-separated list of proxy addresses or subnets. */
export const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrSubnet)) return entries;
  ctx.addIssue({
    code: 'custom',
    message:
      'must be false, a number of proxy hops, or a list of proxy addresses/subnets (or loopback, linklocal, uniquelocal)',
  });
  return z.NEVER;
});
