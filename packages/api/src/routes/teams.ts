import { type Request, type RequestHandler, type Response, Router } from 'express';
import {
  activityQuerySchema,
  inviteRequestSchema,
  memberListQuerySchema,
  memberUpdateRequestSchema,
  securityUpdateRequestSchema,
  switchOrganizationRequestSchema,
} from '../contract/teams.ts';
import type { PrismaClient, SqlQuery } from '../db.ts';
import type { Identity } from '../domain/ports/identity.ts';
import type { AccountDeps } from '../services/accounts/accountDeps.ts';
import { type Actor, activityCsv, listActivity } from '../services/teams/activity.ts';
import {
  invite,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from '../services/teams/invitations.ts';
import { listMembers, removeMember, updateMember } from '../services/teams/members.ts';
import { organizationsOf, switchOrganization } from '../services/teams/memberships.ts';
import { organizationSecurity, updateOrganizationSecurity } from '../services/teams/security.ts';
import { accessOf, activeOrganizationOf, authOf, personOf } from './authContext.ts';
import { fromOf } from './changeSource.ts';
import { parseOrThrow } from './parse.ts';
import { routePath } from './routePath.ts';

interface TeamsRouterDeps {
  prisma: PrismaClient;
  /** The driver's own query, for the member list. */
  query: SqlQuery;
  identity: Identity;
  account: AccountDeps;
  authenticated: RequestHandler;
  /** The signed-in person, with or without an organization: their list of organizations may be empty. */
  accountHolder: RequestHandler;
}

/** Who makes a change: the signed-in person, their address and browser. */
const actorOf = (req: Request, res: Response): Actor & { sessionId: string } => {
  const auth = authOf(res);
  return {
    userId: auth.userId,
    name: auth.fullName,
    email: auth.email,
    sessionId: auth.sessionId,
    ...fromOf(req),
  };
};

const param = (req: Request, name: string) => String(req.params[name] ?? '');

/**
 * Teams: the person's organizations and the switch, an organization's members, invitations, activity and
 * second-factor rule (the invitation links' own endpoints are routes/invitationLinks.ts). Each endpoint's organization role is checked before it
 * runs (`authenticated`, from the endpoint table), so these only parse, call and answer.
 */
export function createTeamsRouter(deps: TeamsRouterDeps): Router {
  const { prisma, query, identity, account, authenticated, accountHolder } = deps;
  const externalProvider = identity.external;
  const members = { prisma, query, sessions: account.sessions, externalProvider };
  const security = { prisma, externalProvider };
  const router = Router();
  const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

  router.get(routePath('organizations'), accountHolder, async (_req, res) => {
    noStore(res).json(await organizationsOf(prisma, personOf(res).userId, activeOrganizationOf(res)));
  });

  router.post(routePath('switchOrganization'), authenticated, async (req, res) => {
    const { organizationId } = parseOrThrow(switchOrganizationRequestSchema, req.body);
    res.json(await switchOrganization(prisma, authOf(res), organizationId));
  });

  router.get(routePath('members'), authenticated, async (req, res) => {
    const query = parseOrThrow(memberListQuerySchema, req.query);
    noStore(res).json(await listMembers(members, accessOf(res), query));
  });

  router.patch(routePath('memberUpdate'), authenticated, async (req, res) => {
    const change = parseOrThrow(memberUpdateRequestSchema, req.body);
    res.json(await updateMember(members, actorOf(req, res), accessOf(res), param(req, 'memberId'), change));
  });

  router.delete(routePath('memberRemove'), authenticated, async (req, res) => {
    res.json(await removeMember(members, actorOf(req, res), accessOf(res), param(req, 'memberId')));
  });

  router.get(routePath('invitations'), authenticated, async (_req, res) => {
    noStore(res).json(await listInvitations(account, accessOf(res)));
  });

  router.post(routePath('invite'), authenticated, async (req, res) => {
    const request = parseOrThrow(inviteRequestSchema, req.body);
    res.json(await invite(account, actorOf(req, res), accessOf(res), request));
  });

  router.post(routePath('invitationResend'), authenticated, async (req, res) => {
    res.json(await resendInvitation(account, actorOf(req, res), accessOf(res), param(req, 'invitationId')));
  });

  router.delete(routePath('invitationRevoke'), authenticated, async (req, res) => {
    await revokeInvitation(account, actorOf(req, res), accessOf(res), param(req, 'invitationId'));
    res.json({ ok: true });
  });

  router.get(routePath('organizationActivity'), authenticated, async (req, res) => {
    const query = parseOrThrow(activityQuerySchema, req.query);
    noStore(res).json(await listActivity(prisma, accessOf(res).organizationId, query));
  });

  router.get(routePath('organizationActivityCsv'), authenticated, async (req, res) => {
    const { offset: _offset, limit: _limit, ...filters } = parseOrThrow(activityQuerySchema, req.query);
    const csv = await activityCsv(prisma, accessOf(res).organizationId, filters);
    const day = new Date().toISOString().slice(0, 10);
    noStore(res).type('text/csv; charset=utf-8').attachment(`organization-activity-${day}.csv`).send(csv);
  });

  router.get(routePath('organizationSecurity'), authenticated, async (_req, res) => {
    noStore(res).json(await organizationSecurity(security, accessOf(res)));
  });

  router.patch(routePath('securityUpdate'), authenticated, async (req, res) => {
    const { requireSecondFactor } = parseOrThrow(securityUpdateRequestSchema, req.body);
    res.json(
      await updateOrganizationSecurity(security, actorOf(req, res), accessOf(res), requireSecondFactor),
    );
  });

  return router;
}
