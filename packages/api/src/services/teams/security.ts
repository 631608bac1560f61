import type { OrganizationSecurity } from '../../contract/teams.ts';
import { conflict } from '../../domain/errors.ts';
import type { OrganizationAccess } from '../../domain/principal.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { type Actor, recordActivity } from './activity.ts';

export interface SecurityDeps {
  prisma: PrismaClient;
  /** With an external identity provider, the provider decides about second factors. */
  externalProvider: boolean;
}

/** The organization's second-factor rule, and how many members have none. */
export async function organizationSecurity(
  deps: SecurityDeps,
  access: OrganizationAccess,
): Promise<OrganizationSecurity> {
  const organization = await deps.prisma.organization.findUniqueOrThrow({
    where: { id: access.organizationId },
    select: { requireSecondFactor: true },
  });
  if (deps.externalProvider) {
    return { requireSecondFactor: false, identityProvider: 'external', membersWithoutSecondFactor: null };
  }
  const without = await deps.prisma.membership.count({
    where: { organizationId: access.organizationId, user: { totpEnabledAt: null, passkeys: { none: {} } } },
  });
  return {
    requireSecondFactor: organization.requireSecondFactor,
    identityProvider: 'embedded',
    membersWithoutSecondFactor: without,
  };
}

/** Requires a second factor of every member, or stops (admins; refused with an external provider). */
export async function updateOrganizationSecurity(
  deps: SecurityDeps,
  actor: Actor,
  access: OrganizationAccess,
  requireSecondFactor: boolean,
): Promise<OrganizationSecurity> {
  if (deps.externalProvider) {
    throw conflict('provider_decides', 'Your identity provider decides about second factors.');
  }
  await deps.prisma.$transaction(async (tx) => {
    const changed = await tx.organization.updateMany({
      where: { id: access.organizationId, requireSecondFactor: !requireSecondFactor },
      data: { requireSecondFactor },
    });
    if (changed.count === 1) {
      await recordActivity(tx, access.organizationId, actor, {
        kind: 'second_factor_policy_changed',
        required: requireSecondFactor,
      });
    }
  });
  return organizationSecurity(deps, access);
}
