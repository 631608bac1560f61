import { type RequestHandler, Router } from 'express';
import type { PrismaClient } from '../db.ts';
import { readMailboxMessage, recentMailbox } from '../services/mail/mailbox.ts';
import { routePath } from './routePath.ts';

/**
 * The embedded mailbox of a local install without SMTP (never in production): the mail WinHub sent, to
 * read in the browser at `/mailbox`. `onlyThisMachine` refuses every request from another host.
 */
export function createMailboxRouter(prisma: PrismaClient, onlyThisMachine: RequestHandler): Router {
  const router = Router();
  router.use(routePath('mailbox'), onlyThisMachine, (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.get(routePath('mailbox'), async (_req, res) => {
    res.json({ messages: await recentMailbox(prisma) });
  });
  router.get(routePath('mailboxMessage'), async (req, res) => {
    res.json(await readMailboxMessage(prisma, String(req.params.id)));
  });
  return router;
}
