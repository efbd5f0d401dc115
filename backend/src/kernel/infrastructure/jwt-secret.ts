import { join } from 'node:path';
import { keptSecret } from './kept-secret.js';

/** JWT_SECRET when given; else one generated once and kept in the data directory, so tokens survive restarts. */
export function resolveJwtSecret(configured: string | null, dataDir: string): string {
  return configured || keptSecret(join(dataDir, 'jwt-secret'));
}
