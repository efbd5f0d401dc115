import { describe, expect, it } from '@jest/globals';
import { ROLE_PERMISSIONS } from '@khru/contracts';
import type { Request } from 'express';
import jwt from 'jsonwebtoken';
import { ACCESS_TOKEN_ALGORITHM } from './access-token.js';
import { createJwtAuthenticator } from './jwt-passport.js';

const secret = 'a-test-secret-long-enough-for-hs256';
const authenticate = createJwtAuthenticator(secret);
const requestWith = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as Request;
const sign = (claims: Record<string, unknown>) =>
  jwt.sign({ sub: 'u1', sid: 's1', exp: Math.floor(Date.now() / 1000) + 60, ...claims }, secret, { algorithm: ACCESS_TOKEN_ALGORITHM });

describe('access token verification', () => {
  it("gives the caller the role's permissions, not the ones the token claims", async () => {
    const result = await authenticate(requestWith(sign({ Role: 'MEMBER', Permissions: 'ADMIN,READ_MAIL,MANAGE_USERS' })));
    expect(result).toMatchObject({ caller: { role: 'MEMBER', permissions: [] } });
  });

  it('gives an admin the permissions of the admin role', async () => {
    const result = await authenticate(requestWith(sign({ Role: 'ADMIN', Permissions: '' })));
    expect(result).toMatchObject({ caller: { role: 'ADMIN', permissions: [...ROLE_PERMISSIONS.ADMIN] } });
  });

  it('refuses a token naming an unknown role', async () => {
    expect(await authenticate(requestWith(sign({ Role: 'ROOT', Permissions: 'ADMIN' })))).toEqual({ failure: 'invalid' });
  });
});
