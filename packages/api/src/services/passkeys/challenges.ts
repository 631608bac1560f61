import type { PrismaClient } from '../../generated/prisma/client.ts';

const CHALLENGE_TTL_MS = 5 * 60_000;

/** Keeps the challenge of a ceremony (any instance may receive its answer). */
export async function saveChallenge(prisma: PrismaClient, id: string, challenge: string): Promise<void> {
  const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
  await prisma.webauthnChallenge.upsert({
    where: { id },
    create: { id, challenge, expiresAt },
    update: { challenge, expiresAt },
  });
}

/** Takes the challenge once (a ceremony answers it once); null when there is none or it expired. */
export async function takeChallenge(prisma: PrismaClient, id: string): Promise<string | null> {
  const rows = await prisma.$queryRaw<{ challenge: string; expiresAt: Date }[]>`
    DELETE FROM webauthn_challenges WHERE id = ${id} RETURNING challenge, "expiresAt"`;
  const row = rows[0];
  return row && row.expiresAt > new Date() ? row.challenge : null;
}
