import { describe, expect, it } from '@jest/globals';
import { isRenewalDue, visitorTokenClaims } from './visitor-token-lifetime.js';

const visitor = { visitorId: 'v1', name: 'Ann', email: 'ann@example.com' };
const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('visitor token lifetime', () => {
  it('dates a token by the day it is issued and takes it for the given days from the start of that day (of a token it replaces, only who)', () => {
    const replaced = { ...visitor, iat: 0, exp: 1 };
    const claims = visitorTokenClaims(replaced, new Date('2026-11-23T17:45:12.345Z'), 30);
    expect(claims).toEqual({ ...visitor, iat: seconds('2026-11-23T00:00:00.000Z'), exp: seconds('2026-12-23T00:00:00.000Z') });
  });

  it('issues the same claims all day long, so a token issued again that day is the same token', () => {
    const morning = visitorTokenClaims(visitor, new Date('2026-11-23T00:00:00.000Z'), 30);
    expect(visitorTokenClaims(visitor, new Date('2026-11-23T23:59:59.999Z'), 30)).toEqual(morning);
    expect(visitorTokenClaims(visitor, new Date('2026-11-24T00:00:00.000Z'), 30)).not.toEqual(morning);
  });

  it('renews a token used on a later day than it was issued, not one used the same day', () => {
    const claims = visitorTokenClaims(visitor, new Date('2026-11-23T08:00:00.000Z'), 30);
    expect(isRenewalDue(claims, new Date('2026-11-23T23:59:59.999Z'))).toBe(false);
    expect(isRenewalDue(claims, new Date('2026-11-24T00:00:00.000Z'))).toBe(true);
  });
});
