import { createServer, type Server } from 'node:http';
import type { StandInOptions } from './standInOptions.ts';
import { createStandInService } from './standInService.ts';

export interface RunningStandIns {
  /** The stand-ins that are listening (a port in use is skipped, with a warning). */
  listening: StandInOptions['service'][];
  close(): Promise<void>;
}

/**
 * Serves each stand-in on its own port (its own origin, so its own cookies). A port another program holds
 * is reported through `warn` and skipped: the rest of WinHub starts anyway.
 */
export async function startStandInServices(
  standIns: (StandInOptions & { port: number })[],
  warn: (message: string) => void,
): Promise<RunningStandIns> {
  const servers: Server[] = [];
  const listening: StandInOptions['service'][] = [];
  await Promise.all(
    standIns.map(
      (standIn) =>
        new Promise<void>((resolve) => {
          const server = createServer(createStandInService(standIn));
          server.once('error', (error: NodeJS.ErrnoException) => {
            warn(
              error.code === 'EADDRINUSE'
                ? `${standIn.displayName} stand-in not started: port ${standIn.port} is in use`
                : `${standIn.displayName} stand-in not started: ${error.message}`,
            );
            resolve();
          });
          server.listen(standIn.port, () => {
            servers.push(server);
            listening.push(standIn.service);
            resolve();
          });
        }),
    ),
  );
  return {
    listening,
    close: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}
