import { createHmac, timingSafeEqual } from 'node:crypto';

/** Who a visitor token names: the id, and the name and email the visitor typed. */
export interface VisitorIdentity {
  visitorId: string;
  name: string;
  email: string;
}

/** A token's identity and lifetime: issued at `iat`, taken until `exp`, in seconds since the epoch (as a JWT's claims). */
export interface VisitorTokenClaims extends VisitorIdentity {
  iat: number;
  exp: number;
}

/** A token taken, or why not: not one of ours (forged, changed, cut), or past its lifetime. */
export type VisitorTokenReading = { claims: VisitorTokenClaims } | { refused: 'invalid' | 'expired' };

const signature = (secret: string, payload: string) => createHmac('sha256', secret).update(`support-visitor\n${payload}`).digest('base64url');

/** `<payload>.<signature>`: the claims as base64url JSON and their HMAC-SHA256, so the token alone names the visitor. */
export function signVisitorToken(secret: string, { visitorId, name, email, iat, exp }: VisitorTokenClaims): string {
  const payload = Buffer.from(JSON.stringify([visitorId, name, email, iat, exp]), 'utf8').toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

/** The signed claims; 'lifeless' for a token signed before tokens had a lifetime (identity only); null when unreadable. */
function claimsOf(payload: string): VisitorTokenClaims | 'lifeless' | null {
  try {
    const [visitorId, name, email, iat, exp, ...more] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
    if (typeof visitorId !== 'string' || typeof name !== 'string' || typeof email !== 'string' || more.length > 0) return null;
    if (iat === undefined && exp === undefined) return 'lifeless';
    if (!Number.isSafeInteger(iat) || !Number.isSafeInteger(exp)) return null;
    return { visitorId, name, email, iat: iat as number, exp: exp as number };
  } catch {
    return null;
  }
}

/**
 * The claims of a token whose signature holds (compared in constant time) and whose lifetime has not ended at `at`. A
 * token from before tokens had a lifetime reads as expired: it was ours, but is taken no longer.
 */
export function readVisitorToken(secret: string, token: unknown, at: Date): VisitorTokenReading {
  if (typeof token !== 'string' || token.length > 2048) return { refused: 'invalid' };
  const [payload, signed, extra] = token.split('.');
  if (!payload || !signed || extra !== undefined) return { refused: 'invalid' };
  const expected = Buffer.from(signature(secret, payload));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { refused: 'invalid' };
  const claims = claimsOf(payload);
  if (claims === null) return { refused: 'invalid' };
  if (claims === 'lifeless' || at.getTime() >= claims.exp * 1000) return { refused: 'expired' };
  return { claims };
}
