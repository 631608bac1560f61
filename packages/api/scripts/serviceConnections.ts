// The connection facts of the six services (client ids, secrets, addresses): from the WinHub running on
// this DATA_DIR when one does, else from the database itself (which no server then has open).
import type { ServiceConnection } from '../src/config/serviceConnections.ts';
import { serviceConnections } from '../src/config/serviceConnections.ts';
import type { EnvConfig } from '../src/config.ts';
import { createDb } from '../src/db.ts';
import { withSharedSecrets } from '../src/sharedSecrets.ts';
import { describeInstance, fail, runningServer } from './operatorCommand.ts';

export async function serviceConnectionsOf(
  command: string,
  config: EnvConfig,
): Promise<{ connections: ServiceConnection[]; from: string }> {
  const server = await runningServer(command, config);
  if (server) {
    const answer = await server.call('/operator/service-credentials');
    if (!answer.ok) fail(command, `${describeInstance(server.instance)} answered ${answer.status}`);
    const { services } = (await answer.json()) as { services: ServiceConnection[] };
    return { connections: services, from: `the running ${describeInstance(server.instance)}` };
  }
  const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return {
      connections: serviceConnections(await withSharedSecrets(config, db.prisma)),
      from: config.databaseUrl ? 'the database (DATABASE_URL)' : `the database in ${config.dataDir}`,
    };
  } finally {
    await db.close();
  }
}
