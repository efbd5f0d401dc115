import { describe, expect, it } from '@jest/globals';
import { readVisitorToken, signVisitorToken } from './visitor-token.js';

const secret = 's'.repeat(48);
const visitor = { visitorId: '6f1c2a7e-0000-4000-8000-000000000001', name: 'สมหญิง', email: 'somying@example.com' };

describe('visitor tokens', () => {
  it('name the visitor by themselves, Thai names included', () => {
    expect(readVisitorToken(secret, signVisitorToken(secret, visitor))).toEqual(visitor);
  });

  it('are refused when signed with another key, changed, cut or not a token at all', () => {
    const token = signVisitorToken(secret, visitor);
    const [payload, signed] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify(['someone-else', 'X', 'x@example.com'])).toString('base64url');
    expect(readVisitorToken('k'.repeat(48), token)).toBeNull();
    expect(readVisitorToken(secret, `${forged}.${signed}`)).toBeNull();
    expect(readVisitorToken(secret, payload)).toBeNull();
    expect(readVisitorToken(secret, `${token}.x`)).toBeNull();
    expect(readVisitorToken(secret, '')).toBeNull();
    expect(readVisitorToken(secret, undefined)).toBeNull();
  });
});
