import { createClient } from 'redis';
import { StartupError } from './config.ts';
import type { Logger } from './logger.ts';

const createWinHubClient = (url: string) =>
  createClient({
    url,
    socket: { reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 4000) },
  });

export type RedisClient = ReturnType<typeof createWinHubClient>;

const CONNECT_WAIT_MS = 30_000;

/**
 * A connected client that reconnects by itself after a Redis restart; an unreachable Redis at start
 * stops the start with one line once CONNECT_WAIT_MS has passed.
 */
export async function connectRedis(url: string, logger: Logger): Promise<RedisClient> {
  const client = createWinHubClient(url);
  let lastError = '';
  client.on('error', (error: Error) => {
    if (error.message === lastError) return;
    lastError = error.message;
    logger.warn({ err: error.message }, 'redis unreachable, retrying');
  });
  client.on('ready', () => {
    lastError = '';
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      client.destroy();
      reject(new StartupError(`REDIS_URL: Redis is unreachable (${lastError}) after trying for 30 s`));
    }, CONNECT_WAIT_MS);
  });
  try {
    await Promise.race([client.connect(), timeout]);
  } finally {
    clearTimeout(timer);
  }
  return client;
}
