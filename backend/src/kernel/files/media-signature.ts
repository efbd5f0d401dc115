import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where signed course media is served; the query carries the expiry and the signature. */
export const MEDIA_ROUTE = '/api/media/';

const SIGNATURE = /^[0-9a-f]{64}$/;
const EXPIRY = /^[0-9]{1,12}$/;

/** HMAC-SHA256 over the key and the expiry (unix seconds), in hex: changing either breaks it. */
export function mediaSignature(secret: string, key: string, expiresAt: number): string {
  return createHmac('sha256', secret).update(`${key}\n${expiresAt}`).digest('hex');
}

/** A signed address of a stored file, good until `expiresAt` (unix seconds). */
export function signedMediaUrl(secret: string, key: string, expiresAt: number): string {
  return `${MEDIA_ROUTE}${key}?exp=${expiresAt}&sig=${mediaSignature(secret, key, expiresAt)}`;
}

/**
 * Whether `exp` and `sig` from a request's query were signed for this key and have not expired: the expiry
 * in whole seconds still ahead of `now`. Compared in constant time.
 */
export function isValidMediaSignature(secret: string, key: string, exp: unknown, sig: unknown, now: Date): boolean {
  if (typeof exp !== 'string' || typeof sig !== 'string' || !EXPIRY.test(exp) || !SIGNATURE.test(sig)) return false;
  const expiresAt = Number(exp);
  if (expiresAt * 1000 <= now.getTime()) return false;
  return timingSafeEqual(Buffer.from(mediaSignature(secret, key, expiresAt), 'hex'), Buffer.from(sig, 'hex'));
}
