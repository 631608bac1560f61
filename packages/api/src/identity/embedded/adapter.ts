import { type Adapter, type AdapterPayload, errors } from 'oidc-provider';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../../contract/common.ts';
import { findUnstorableText } from '../../contract/storableText.ts';
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

    // ids and payloads carry request parameters (codes, hints…): text PostgreSQL refuses is not found or a 400
    const storable = (...values: (string | undefined)[]) =>
      values.every((value) => value === undefined || isStorableText(value));

    return {
      async upsert(id, payload, expiresIn) {
        if (findUnstorableText(payload) !== null) throw new errors.InvalidRequest(UNSTORABLE_TEXT_MESSAGE);
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
        if (!storable(id)) return undefined;
        return live(await prisma.providerRecord.findUnique({ where: { id: key(id) } }));
      },
      async findByUid(uid) {
        if (!storable(uid)) return undefined;
        return live(await prisma.providerRecord.findFirst({ where: { kind, uid } }));
      },
      async findByUserCode(userCode) {
        if (!storable(userCode)) return undefined;
        return live(await prisma.providerRecord.findFirst({ where: { kind, userCode } }));
      },
      async consume(id) {
        if (!storable(id)) return;
        await prisma.providerRecord.updateMany({ where: { id: key(id) }, data: { consumed: true } });
      },
      async destroy(id) {
        if (!storable(id)) return;
        await prisma.providerRecord.deleteMany({ where: { id: key(id) } });
      },
      async revokeByGrantId(grantId) {
        if (!storable(grantId)) return;
        await prisma.providerRecord.deleteMany({ where: { grantId } });
      },
    };
  };
}
