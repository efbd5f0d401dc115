import { describe, expect, it } from '@jest/globals';
import { REDACTED, redactSecrets } from './redact-secrets.js';

describe('redact secrets', () => {
  it('replaces password hashes, token hashes and card tokens, and keeps the rest', () => {
    expect(redactSecrets({ userId: 'u1', passwordHash: '$argon2id$v=19$abc', keptSessionId: 's1', at: '2026-11-01T00:00:00.000Z' })).toEqual({
      userId: 'u1',
      passwordHash: REDACTED,
      keptSessionId: 's1',
      at: '2026-11-01T00:00:00.000Z',
    });
    expect(redactSecrets({ refreshTokenHash: 'f00', previousTokenHash: 'ba7', tokenHash: 'c0de', cardToken: 'tok_1', last4: '4242' })).toEqual({
      refreshTokenHash: REDACTED,
      previousTokenHash: REDACTED,
      tokenHash: REDACTED,
      cardToken: REDACTED,
      last4: '4242',
    });
  });

  it('looks inside nested objects and arrays, whatever the case of the key', () => {
    expect(redactSecrets({ payment: { CardNumber: '4242424242424242', cvc: '123', amount: 990 }, keys: [{ apiKey: 'k', name: 'n' }] })).toEqual({
      payment: { CardNumber: REDACTED, cvc: REDACTED, amount: 990 },
      keys: [{ apiKey: REDACTED, name: 'n' }],
    });
  });

  it('leaves values that are not objects, and the data it was given, unchanged', () => {
    const data = { clientSecret: 'shh', nested: { secret: 'x' } };
    redactSecrets(data);
    expect(data).toEqual({ clientSecret: 'shh', nested: { secret: 'x' } });
    expect(redactSecrets('password')).toBe('password');
    expect(redactSecrets(null)).toBeNull();
  });
});
