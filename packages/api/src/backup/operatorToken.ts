import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where the running server keeps the token `pnpm backup` shows it (readable by its user only). */
export const operatorTokenPath = (dataDir: string) => path.join(dataDir, 'operator-token');

/** A fresh token for this run of the server, written to DATA_DIR. */
export async function writeOperatorToken(dataDir: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await fs.writeFile(operatorTokenPath(dataDir), token, { mode: 0o600 });
  return token;
}
