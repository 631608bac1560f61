import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test-support/session.ts';
import { evaluateAuth } from './authState.ts';
import { createSessionStore, sessionKeys } from './store.ts';
import { toSessionUser } from './user.ts';
import { TokenExpiredError } from './validateToken.ts';

const serverUser = toSessionUser({ id: '1', email: 'new@b.co', firstName: 'New', lastName: 'Name' });
const storedUser = toSessionUser({ id: '1', email: 'old@b.co', firstName: 'Old', lastName: 'Name' });

describe('evaluateAuth', () => {
  it('is unauthenticated without a token and does not call the server', async () => {
    const validate = vi.fn();
    const { state, checked } = await evaluateAuth(createSessionStore(memoryStorage()), validate);
    expect(state).toEqual({ status: 'unauthenticated' });
    expect(checked).toBeNull();
    expect(validate).not.toHaveBeenCalled();
  });

  it('replaces the stored user with the validated one', async () => {
    const storage = memoryStorage({
      [sessionKeys.authToken]: 't',
      [sessionKeys.user]: JSON.stringify(storedUser),
    });
    const { state, checked } = await evaluateAuth(createSessionStore(storage), async () => serverUser);
    expect(state).toEqual({ status: 'authenticated', token: 't', user: serverUser });
    expect(checked).toEqual({ token: 't', verdict: 'valid' });
    expect(JSON.parse(storage.dump()[sessionKeys.user] ?? '')).toEqual(serverUser);
  });

  it('falls back to the stored user when validation fails', async () => {
    const storage = memoryStorage({
      [sessionKeys.authToken]: 't',
      [sessionKeys.user]: JSON.stringify(storedUser),
    });
    const { state, checked } = await evaluateAuth(createSessionStore(storage), async () => {
      throw new Error('Token validation failed: 500');
    });
    expect(state).toEqual({ status: 'authenticated', token: 't', user: storedUser });
    expect(checked).toEqual({ token: 't', verdict: 'unverified' });
  });

  it('removes both items when the stored user does not parse', async () => {
    const storage = memoryStorage({ [sessionKeys.authToken]: 't', [sessionKeys.user]: '{broken' });
    const { state } = await evaluateAuth(createSessionStore(storage), async () => {
      throw new Error('down');
    });
    expect(state).toEqual({ status: 'unauthenticated' });
    expect(storage.dump()).toEqual({});
  });

  it('is unauthenticated when validation fails and no user is stored', async () => {
    const storage = memoryStorage({ [sessionKeys.authToken]: 't' });
    const { state, checked } = await evaluateAuth(createSessionStore(storage), async () => {
      throw new TokenExpiredError();
    });
    expect(state).toEqual({ status: 'unauthenticated' });
    expect(checked).toEqual({ token: 't', verdict: 'expired' });
  });
});
