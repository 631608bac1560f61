import type { OrganizationProfile, OrganizationUpdateRequest } from '../contract/organization.ts';
import type { PrismaClient } from '../db.ts';
import { forbidden, notFound } from '../domain/errors.ts';
import { type AuthContext, organizationInactive } from '../domain/principal.ts';
import type { Organization } from '../generated/prisma/client.ts';
import { recordActivity } from './teams/activity.ts';

type OrganizationUpdate = { [K in keyof OrganizationUpdateRequest]?: string | null };

export const toProfile = (organization: Organization): OrganizationProfile => ({
  name: organization.name,
  businessType: organization.businessType,
  description: organization.description,
  website: organization.website,
  email: organization.email,
  phone: organization.phone,
  address: organization.address,
  employees: organization.employees,
  subscriptionType: organization.subscriptionType,
});

export async function organizationOf(prisma: PrismaClient, auth: AuthContext): Promise<Organization> {
  const organization = await prisma.organization.findUnique({ where: { id: auth.organizationId } });
  if (!organization) throw notFound('organization_not_found', 'Organization not found');
  // deactivated between the authenticator's read and this one
  if (!organization.isActive) throw organizationInactive();
  return organization;
}

/** Only admins of the organization change its profile; the plan is never changed here. */
export async function updateOrganization(
  prisma: PrismaClient,
  auth: AuthContext,
  changes: OrganizationUpdate,
  from: { ip: string | null; userAgent: string | null } = { ip: null, userAgent: null },
) {
  if (auth.role !== 'admin')
    throw forbidden('admin_required', 'Only organization admins can change these settings');
  const before = await organizationOf(prisma, auth);
  const { name, ...optional } = changes;
  const data: Record<string, string | null> = Object.fromEntries(
    Object.entries(optional).filter(([, value]) => value !== undefined),
  );
  if (name) data.name = name;
  const fields = Object.keys(data).filter((field) => before[field as keyof Organization] !== data[field]);
  return prisma.$transaction(async (tx) => {
    const updated = await tx.organization.update({ where: { id: auth.organizationId }, data });
    if (fields.length > 0) {
      const actor = { userId: auth.userId, name: auth.fullName, email: auth.email, ...from };
      await recordActivity(tx, auth.organizationId, actor, { kind: 'profile_changed', fields });
    }
    return updated;
  });
}
