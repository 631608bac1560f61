import type { z } from 'zod';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import type { TestObjectKind } from './objects.ts';

/** Reads and writes the embedded gateway's objects in `test_gateway_objects`. */
export interface TestObjectStore {
  find<S extends z.ZodType>(id: string, schema: S): Promise<z.output<S> | null>;
  save(object: { id: string }, kind: TestObjectKind, organizationId: string): Promise<void>;
}

const toJson = (value: object): Prisma.InputJsonValue => JSON.parse(JSON.stringify(value));

/** A store over the client, or over one transaction so that a gateway operation commits whole. */
export function createTestObjectStore(db: PrismaClient | Prisma.TransactionClient): TestObjectStore {
  return {
    async find(id, schema) {
      const row = await db.testGatewayObject.findUnique({ where: { id } });
      return row ? schema.parse(row.data) : null;
    },
    async save(object, kind, organizationId) {
      const data = toJson(object);
      await db.testGatewayObject.upsert({
        where: { id: object.id },
        create: { id: object.id, kind, organizationId, data },
        update: { data },
      });
    },
  };
}
