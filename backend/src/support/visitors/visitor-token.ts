import { createHmac, timingSafeEqual } from 'node:crypto';

/** Who a visitor token names: the id, and the name and email the visitor typed. */
export interface VisitorIdentity {
  visitorId: string;
  name: string;
  email: string;
}

const signature = (secret: string, payload: string) => createHmac('sha256', secret).update(`support-visitor\n${payload}`).digest('base64url');

/** `<payload>.<signature>`: the identity as base64url JSON and its HMAC-SHA256, so the token alone names the visitor. */
export function signVisitorToken(secret: string, { visitorId, name, email }: VisitorIdentity): string {
  const payload = Buffer.from(JSON.stringify([visitorId, name, email]), 'utf8').toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

/** The identity a token names when its signature holds (compared in constant time), else null. */
export function readVisitorToken(secret: string, token: unknown): VisitorIdentity | null {
  if (typeof token !== 'string' || token.length > 2048) return null;
  const [payload, signed, extra] = token.split('.');
  if (!payload || !signed || extra !== undefined) return null;
  const expected = Buffer.from(signature(secret, payload));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [visitorId, name, email] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
    if (typeof visitorId !== 'string' || typeof name !== 'string' || typeof email !== 'string') return null;
    return { visitorId, name, email };
  } catch {
    return null;
  }
}
