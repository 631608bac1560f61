import { type RequestHandler, Router } from 'express';
import { organizationUpdateRequestSchema, type UserOrganizationResponse } from '../contract/organization.ts';
import type { PrismaClient } from '../db.ts';
import { organizationOf, toProfile, updateOrganization } from '../services/organization.ts';
import { authOf } from './authContext.ts';
import { parseOrThrow } from './parse.ts';
import { routePath } from './routePath.ts';

export function createOrganizationRouter(deps: {
  prisma: PrismaClient;
  authenticated: RequestHandler;
}): Router {
  const { prisma, authenticated } = deps;
  const router = Router();

  router.get(routePath('userOrganization'), authenticated, async (_req, res) => {
    const auth = authOf(res);
    const { organization } = auth;
    const body: UserOrganizationResponse = {
      organization: {
        id: organization.id,
        name: organization.name,
        subscriptionType: organization.subscriptionType,
      },
      user: { id: auth.userId, email: auth.email, fullName: auth.fullName, role: auth.role },
    };
    // every signed-in page asks this: written as `res.json` would, without its content-type parsing
    const text = JSON.stringify(body);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(text));
    res.end(text);
  });

  router.get(routePath('organizationProfile'), authenticated, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(toProfile(await organizationOf(prisma, authOf(res))));
  });

  router.patch(routePath('organizationUpdate'), authenticated, async (req, res) => {
    const changes = parseOrThrow(organizationUpdateRequestSchema, req.body);
    const organization = await updateOrganization(prisma, authOf(res), changes, {
      ip: req.ip ?? null,
      userAgent: req.get('user-agent') ?? null,
    });
    res.json(toProfile(organization));
  });

  return router;
}
