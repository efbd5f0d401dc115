import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Shorter than this, a kept secret is made anew: a file cut short (a crash while it was first written) would sign with a guessable key. */
export const KEPT_SECRET_MIN_LENGTH = 32;

const freshSecret = () => randomBytes(48).toString('base64url');

/**
 * The secret kept in `file`: made on first use (48 random bytes, base64url) and readable by the server's user
 * only, so what it signs survives a restart. An empty or truncated file is replaced, never trusted.
 */
export function keptSecret(file: string): string {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  try {
    // `wx`: should two starts race, the first secret written is the one both keep.
    writeFileSync(file, `${freshSecret()}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const kept = readFileSync(file, 'utf8').trim();
  if (kept.length >= KEPT_SECRET_MIN_LENGTH) return kept;
  const secret = freshSecret();
  // Written beside it and renamed over it: a crash now leaves the old file, never half of the new one.
  const partial = `${file}.part`;
  writeFileSync(partial, `${secret}\n`, { mode: 0o600 });
  renameSync(partial, file);
  return secret;
}
