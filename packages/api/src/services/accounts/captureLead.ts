import type { CaptureLeadRequest } from '../../contract/signUp.ts';
import type { PrismaClient } from '../../db.ts';
import { normalizeEmail } from '../people.ts';

/** A lead from the home registration section, kept for sales; its email as accounts keep theirs. */
export async function captureLead(prisma: PrismaClient, lead: CaptureLeadRequest): Promise<void> {
  await prisma.lead.create({
    data: {
      name: lead.name,
      email: normalizeEmail(lead.email),
      businessType: lead.businessType,
      employees: lead.employees || null,
    },
  });
}
