import { describe, expect, it, vi } from 'vitest';
import { fakeJwt, memoryStorage } from '../../test-support/session.ts';
import { createSession } from './session.ts';
import { createSessionStore, sessionKeys } from './store.ts';
import { toSessionUser } from './user.ts';
import { TokenExpiredError } from './validateToken.ts';

const user = toSessionUser({ id: '1', email: 'a@b.co', firstName: 'Ana', lastName: 'Lima' });
const freshToken = () => fakeJwt({ exp: Date.now() / 1000 + 3600 });

function sessionWith(items: Record<string, string>, validate = vi.fn(async () => user)) {
  const storage = memoryStorage(items);
  const reauthenticate = vi.fn();
  const leave = vi.fn();
  const session = createSession({ store: createSessionStore(storage), validate, reauthenticate, leave });
  return { session, storage, validate, reauthenticate, leave };
}

describe('the session', () => {
  it('asks the server once on load: the signed-in guard reuses the load’s verdict', async () => {
    const token = freshToken();
    const { session, validate } = sessionWith({ [sessionKeys.authToken]: token });
    await session.evaluated();
    expect(await session.verdict()).toBe('valid');
    expect(validate).toHaveBeenCalledTimes(1);
    expect(session.snapshot().state).toEqual({ status: 'authenticated', token, user });
  });

  it('judges a token expiring within the margin expired without asking the server', async () => {
    const { session, validate } = sessionWith({
      [sessionKeys.authToken]: fakeJwt({ exp: Date.now() / 1000 + 60 }),
    });
    expect(await session.verdict()).toBe('expired');
    expect(validate).not.toHaveBeenCalled();
  });

  it('judges a 401 expired, and expiring clears both items and goes to the provider login', async () => {
    const { session, storage, reauthenticate } = sessionWith(
      { [sessionKeys.authToken]: freshToken(), [sessionKeys.user]: JSON.stringify(user) },
      vi.fn(async () => {
        throw new TokenExpiredError();
      }),
    );
    expect(await session.verdict()).toBe('expired');
    session.expire();
    expect(storage.dump()).toEqual({});
    expect(reauthenticate).toHaveBeenCalledOnce();
    expect(session.snapshot().state).toEqual({ status: 'unauthenticated' });
  });

  it('says the token is missing once it is gone, and the re-check asks the server each time', async () => {
    const { session, storage, validate } = sessionWith({ [sessionKeys.authToken]: freshToken() });
    expect(await session.recheck()).toBe('valid');
    expect(await session.recheck()).toBe('valid');
    expect(validate).toHaveBeenCalledTimes(2);
    storage.removeItem(sessionKeys.authToken);
    expect(await session.recheck()).toBe('missing');
    expect(await session.verdict()).toBe('missing');
  });

  it('publishes another tab’s sign-out to the components that read it', async () => {
    const { session, storage } = sessionWith({ [sessionKeys.authToken]: freshToken() });
    await session.evaluated();
    const target = new EventTarget();
    session.watchOtherTabs(target as unknown as Window);
    const changed = new Promise<void>((resolve) => session.subscribe(resolve));
    storage.removeItem(sessionKeys.authToken);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: sessionKeys.authToken }));
    await changed;
    expect(session.snapshot().state).toEqual({ status: 'unauthenticated' });
    expect(session.isStored()).toBe(false);
  });

  it('signs in without asking the server again, and signs out to the destination', async () => {
    const { session, storage, validate, leave } = sessionWith({});
    const signOut = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal('fetch', signOut);
    const token = freshToken();
    session.login(token, user);
    expect(session.snapshot().state).toEqual({ status: 'authenticated', token, user });
    expect(await session.verdict()).toBe('valid');
    expect(validate).not.toHaveBeenCalled();
    session.logout('/');
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(null, '/'));
    expect(storage.dump()).toEqual({});
    // the server session ends too, with the token being signed out
    expect(signOut).toHaveBeenCalledWith(
      '/api/auth/sign-out',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: `Bearer ${token}` }) }),
    );
    vi.unstubAllGlobals();
  });
});
