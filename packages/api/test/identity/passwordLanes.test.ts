import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/domain/errors.ts';
import { hashPassword, verifyPassword } from '../../src/identity/passwords.ts';

/** Where each settled check came in, in the order they settled. */
function settleOrder() {
  const order: string[] = [];
  const track = (name: string, check: Promise<boolean>) =>
    check.then(
      (valid) => {
        order.push(name);
        return valid;
      },
      (error: unknown) => {
        order.push(`${name}:${error instanceof DomainError ? error.code : 'error'}`);
        return false;
      },
    );
  return { order, track };
}

describe('password checks under a spray', () => {
  it("checks a trusted browser's password before the untrusted ones queued ahead of it, and refuses untrusted checks beyond the bound at once", async () => {
    const stored = await hashPassword('the owner’s password');
    const { order, track } = settleOrder();
    const spray = Array.from({ length: 40 }, (_, i) =>
      track(`spray-${i}`, verifyPassword(`wrong-${i}`, stored, 'untrusted')),
    );
    const owner = track('owner', verifyPassword('the owner’s password', stored, 'trusted'));
    expect(await owner).toBe(true);
    await Promise.all(spray);

    const refused = order.filter((entry) => entry.endsWith(':busy'));
    const checked = order.filter((entry) => entry.startsWith('spray') && !entry.endsWith(':busy'));
    // one or two running (by the cores), then sixteen waiting; the others are refused without a hash
    const running = checked.length - 16;
    expect(running === 1 || running === 2).toBe(true);
    expect(refused).toHaveLength(40 - 16 - running);
    // refusals come before any check finishes; the owner's check is served right after the ones running
    expect(order.slice(0, refused.length).every((entry) => entry.endsWith(':busy'))).toBe(true);
    expect(order.indexOf('owner')).toBe(refused.length + running);
  });
});
