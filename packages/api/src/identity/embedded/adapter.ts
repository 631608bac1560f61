import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { PrismaClient } from '../../db.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/** oidc-provider storage on the `provider_records` table (sessions, grants, codes, interactions…). */
export function createPrismaAdapterFactory(prisma: PrismaClient) {
  return (kind: string): Adapter => {
    const key = (id: string) => `${kind}:${id}`;
    const live = (
      record: { payload: Prisma.JsonValue; expiresAt: Date | null; consumed: boolean } | null,
    ) => {
      if (!record || (record.expiresAt && record.expiresAt.getTime() <= Date.now())) return undefined;
      const payload = record.payload as AdapterPayload;
      return record.consumed ? { ...payload, consumed: true } : payload;
    };

    return {
      async upsert(id, payload, expiresIn) {
        const data = {
          kind,
          payload: payload as Prisma.InputJsonObject,
          grantId: GRANTABLE.has(kind) ? (payload.grantId ?? null) : null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        };
        await prisma.providerRecord.upsert({
          where: { id: key(id) },
          create: { id: key(id), ...data },
          update: data,
        });
      },
      async find(id) {
        return live(await prisma.providerRecord.findUnique({ where: { id: key(id) } }));
      },
      async findByUid(uid) {
        return live(await prisma.providerRecord.findFirst({ where: { kind, uid } }));
      },
      async findByUserCode(userCode) {
        return live(await prisma.providerRecord.findFirst({ where: { kind, userCode } }));
      },
      async consume(id) {
        await prisma.providerRecord.updateMany({ where: { id: key(id) }, data: { consumed: true } });
      },
      async destroy(id) {
        await prisma.providerRecord.deleteMany({ where: { id: key(id) } });
      },
      async revokeByGrantId(grantId) {
        await prisma.providerRecord.deleteMany({ where: { grantId } });
      },
    };
  };
}
