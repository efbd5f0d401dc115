import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { readVisitorToken, signVisitorToken } from './visitor-token.js';

const secret = 's'.repeat(48);
const visitor = { visitorId: '6f1c2a7e-0000-4000-8000-000000000001', name: 'สมหญิง', email: 'somying@example.com' };
const iat = Date.parse('2026-11-23T00:00:00.000Z') / 1000;
const claims = { ...visitor, iat, exp: iat + 30 * 24 * 3600 };
const at = (iso: string) => new Date(iso);

describe('visitor tokens', () => {
  it('name the visitor by themselves, Thai names included, with when they were issued and until when they are taken', () => {
    expect(readVisitorToken(secret, signVisitorToken(secret, claims), at('2026-11-23T09:00:00.000Z'))).toEqual({ claims });
  });

  it('are refused as expired from the end of their lifetime on, and taken up to just before it', () => {
    const token = signVisitorToken(secret, claims);
    expect(readVisitorToken(secret, token, at('2026-12-22T23:59:59.999Z'))).toEqual({ claims });
    expect(readVisitorToken(secret, token, at('2026-12-23T00:00:00.000Z'))).toEqual({ refused: 'expired' });
    expect(readVisitorToken(secret, token, at('2027-06-01T00:00:00.000Z'))).toEqual({ refused: 'expired' });
  });

  it('are refused as expired when signed before tokens had a lifetime (identity only)', () => {
    const payload = Buffer.from(JSON.stringify([visitor.visitorId, visitor.name, visitor.email])).toString('base64url');
    const signed = createHmac('sha256', secret).update(`support-visitor\n${payload}`).digest('base64url');
    expect(readVisitorToken(secret, `${payload}.${signed}`, at('2026-11-23T09:00:00.000Z'))).toEqual({ refused: 'expired' });
  });

  it('are refused as invalid when signed with another key, changed, cut or not a token at all', () => {
    const now = at('2026-11-23T09:00:00.000Z');
    const token = signVisitorToken(secret, claims);
    const [payload, signed] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify(['someone-else', 'X', 'x@example.com', iat, iat + 999_999_999])).toString('base64url');
    for (const bad of [
      readVisitorToken('k'.repeat(48), token, now),
      readVisitorToken(secret, `${forged}.${signed}`, now),
      readVisitorToken(secret, payload, now),
      readVisitorToken(secret, `${token}.x`, now),
      readVisitorToken(secret, '', now),
      readVisitorToken(secret, undefined, now),
    ]) {
      expect(bad).toEqual({ refused: 'invalid' });
    }
  });
});
