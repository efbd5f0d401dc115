import { join } from 'node:path';
import { keptSecret } from '../../kernel/infrastructure/kept-secret.js';

/**
 * SUPPORT_VISITOR_KEY when given (replicas share it); else the key kept in `<dataDir>/keys/support-visitor.key`, made on
 * first use and readable by the server's user only, so visitor tokens (and the links mailed with them) survive a restart.
 */
export function resolveSupportVisitorKey(configured: string | null, dataDir: string): string {
  return configured || keptSecret(join(dataDir, 'keys', 'support-visitor.key'));
}
