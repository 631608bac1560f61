import type { OrganizationProfile, OrganizationUpdateRequest } from '../contract/organization.ts';
import type { PrismaClient } from '../db.ts';
import { forbidden, notFound } from '../domain/errors.ts';
import { type AuthContext, organizationInactive } from '../domain/principal.ts';
import type { Organization } from '../generated/prisma/client.ts';

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
) {
  if (auth.role !== 'admin')
    throw forbidden('admin_required', 'Only organization admins can change these settings');
  await organizationOf(prisma, auth);
  const { name, ...optional } = changes;
  const data = Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined));
  return prisma.organization.update({
    where: { id: auth.organizationId },
    data: { ...data, ...(name ? { name } : {}) },
  });
}
