import express, { type Express, type Request, type Response } from 'express';
import { pageStyles } from './pageStyles.ts';
import { refusedPage, signedInPage, signedOutPage } from './pages.ts';
import { createSessionStore } from './sessionStore.ts';
import type { StandInOptions } from './standInOptions.ts';
import { createWinHubClient, WinHubRefusal } from './winhubClient.ts';

const SECURITY_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

const cookieValue = (req: Request, name: string) =>
  (req.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

/**
 * A stand-in for one of the suite's services: a real relying party of WinHub with its own session (its
 * own cookie on its own origin), signed in by WinHub's hand-off, signed out by WinHub's back-channel
 * logout, able to ask WinHub for the session's status.
 */
export function createStandInService(options: StandInOptions): Express {
  const winhub = createWinHubClient(options);
  const sessions = createSessionStore(options.sessionFile ?? null);
  const cookie = `winhub_${options.service}_session`;
  const app = express();
  app.disable('x-powered-by');
  app.use((_req, res, next) => {
    res.set(SECURITY_HEADERS);
    next();
  });
  const current = (req: Request) => sessions.get(cookieValue(req, cookie));
  const setCookie = (res: Response, id: string) =>
    res.cookie(cookie, id, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 14 * 24 * 60 * 60_000 });

  app.get('/styles.css', (_req, res) => {
    res.type('css').set('Cache-Control', 'public, max-age=3600').send(pageStyles(options.service));
  });

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', service: options.service });
  });

  app.get('/', async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : null;
    if (token) {
      try {
        const redeemed = await winhub.redeem(token);
        const session = sessions.create({
          sid: redeemed.sid,
          subject: redeemed.user.id,
          accessToken: redeemed.accessToken,
          user: redeemed.user,
          organization: redeemed.organization,
        });
        setCookie(res, session.id);
        // the token leaves the address bar (and the history) at once
        return res.redirect(303, '/');
      } catch (error) {
        const reason = error instanceof WinHubRefusal ? error.reason : 'unreachable';
        return res
          .status(error instanceof WinHubRefusal ? 401 : 502)
          .type('html')
          .send(refusedPage(options, reason));
      }
    }
    const session = current(req);
    if (!session || session.endedAt) return res.type('html').send(signedOutPage(options, session));
    // live: the organization, role and permissions as WinHub has them now (the status call); a refusal
    // (removed from the organization, signed out) ends the session here; WinHub unreachable shows the last known
    try {
      const fresh = await winhub.status(session.accessToken);
      sessions.update(session.id, { ...fresh, checkedAt: new Date().toISOString() });
    } catch (error) {
      if (error instanceof WinHubRefusal) {
        sessions.end((candidate) => candidate.id === session.id, 'winhub');
        return res.type('html').send(signedOutPage(options, current(req)));
      }
    }
    const updated = current(req) ?? session;
    return res.type('html').send(signedInPage(options, updated, null));
  });

  app.post('/sign-out', (req, res) => {
    const session = current(req);
    if (session) sessions.end((candidate) => candidate.id === session.id, 'you');
    res.redirect(303, '/');
  });

  /** The status call: the plan and permissions as WinHub has them now, or the end of the session. */
  app.post('/refresh', async (req, res) => {
    const session = current(req);
    if (!session || session.endedAt) return res.redirect(303, '/');
    try {
      const fresh = await winhub.status(session.accessToken);
      sessions.update(session.id, { ...fresh, checkedAt: new Date().toISOString() });
      const updated = current(req);
      if (!updated) return res.redirect(303, '/');
      const plan = fresh.organization.subscriptionType === 'premium' ? 'Premium' : 'Free';
      return res
        .type('html')
        .send(signedInPage(options, updated, `WinHub says your session is active (${plan} plan).`));
    } catch (error) {
      if (!(error instanceof WinHubRefusal)) {
        return res.status(502).type('html').send(refusedPage(options, 'unreachable'));
      }
      sessions.end((candidate) => candidate.id === session.id, 'winhub');
      return res.redirect(303, '/');
    }
  });

  /** WinHub's back-channel logout: the sessions of the WinHub session it names end here. */
  app.post(
    '/backchannel-logout',
    express.urlencoded({ extended: false, limit: '16kb' }),
    async (req, res) => {
      const token = (req.body as Record<string, unknown> | undefined)?.logout_token;
      if (typeof token !== 'string') return res.status(400).json({ error: 'invalid_request' });
      try {
        const ended = await winhub.verifyLogoutToken(token);
        sessions.end(
          (session) => (ended.sid ? session.sid === ended.sid : session.subject === ended.subject),
          'winhub',
        );
        return res.status(200).json({ ok: true });
      } catch {
        return res
          .status(400)
          .json({ error: 'invalid_request', error_description: 'Not a valid logout token' });
      }
    },
  );

  return app;
}
