import { join } from 'node:path';
import { keptSecret } from '../infrastructure/kept-secret.js';

/**
 * MEDIA_SIGNING_KEY when given (replicas share it); else the key kept in `<dataDir>/keys/media-signing.key`,
 * made on first use and readable by the server's user only, so signed addresses survive a restart.
 */
export function resolveMediaSigningKey(configured: string | null, dataDir: string): string {
  return configured || keptSecret(join(dataDir, 'keys', 'media-signing.key'));
}
