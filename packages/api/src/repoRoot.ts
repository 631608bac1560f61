import path from 'node:path';
import { fileURLToPath } from 'node:url';

// this file and the bundle (dist/main.js) sit at the same depth below the repository root
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
