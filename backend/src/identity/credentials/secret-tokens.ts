import { createHash, randomBytes } from 'node:crypto';

/** A random secret (256 bits) for refresh and reset tokens; only its hash is ever stored. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Tokens read `<id>.<secret>` (refresh) or `<userId>.<id>.<secret>` (reset): ids locate the stream. */
export function splitToken(token: string, parts: 2 | 3): string[] | null {
  const pieces = token.split('.');
  if (pieces.length !== parts || pieces.some((p) => !/^[\w-]{1,128}$/.test(p))) return null;
  return pieces;
}
