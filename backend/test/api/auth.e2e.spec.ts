import { describe, expect, it } from '@jest/globals';
import type { AuthResponse, MailMessageResponse, UserResponse } from '@khru/contracts';
import jwt from 'jsonwebtoken';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO, bearer, login, signup, signupBody, uniqueEmail } from '../support/accounts.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const withoutRequestId = (body: Record<string, unknown>) => {
  const { requestId: _requestId, ...rest } = body;
  return rest;
};

describe.each(STORE_PROFILES)('auth API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  const secret = () => readFileSync(join(app().config.dataDir, 'jwt-secret'), 'utf8').trim();

  describe('sign-up', () => {
    it('creates the account, answers the token pair, and the account reads back after its position', async () => {
      const email = uniqueEmail();
      const auth = await signup(app(), email);
      const claims = jwt.decode(auth.jwtToken) as Record<string, unknown>;
      expect(claims).toMatchObject({ sub: auth.id, Role: 'MEMBER', Permissions: '' });
      expect(typeof claims.exp).toBe('number');
      const user = await http().get(`/api/userprofileapi/user/${auth.id}?after=${auth.position}`).set(bearer(auth)).expect(200);
      expect(user.body as UserResponse).toMatchObject({ id: auth.id, email, firstName: 'Ann', role: 'MEMBER' });
    });

    it.each([
      ['missing fields', {}, ['email', 'password', 'confirmPassword', 'firstName', 'lastName', 'agreeToTerms']],
      ['wrong types', { ...signupBody('a@example.com'), email: 42, agreeToTerms: 'yes' }, ['email', 'agreeToTerms']],
      ['a bad email', signupBody('not-an-email'), ['email']],
      ['a short password', signupBody('a@example.com', 'short'), ['password']],
      ['a confirmation that differs', { ...signupBody('a@example.com'), confirmPassword: 'something-else' }, ['confirmPassword']],
      ['terms not agreed', { ...signupBody('a@example.com'), agreeToTerms: false }, ['agreeToTerms']],
      ['an unknown field', { ...signupBody('a@example.com'), role: 'ADMIN' }, ['role']],
    ])('refuses %s with BAD_REQUEST naming each field, and creates nothing', async (_name, body, fields) => {
      const email = uniqueEmail('refused');
      // A well-formed address gets a fresh one, so the test can prove the refusal left it free.
      const given = (body as { email?: unknown }).email;
      const fresh = typeof given === 'string' && given.includes('@');
      const response = await http()
        .post('/api/authapi/auth/signup')
        .send(fresh ? { ...body, email } : body)
        .expect(400);
      expect(response.body.code).toBe('BAD_REQUEST');
      expect(new Set((response.body.errors as { field: string }[]).map((e) => e.field))).toEqual(new Set(fields));
      if (fresh) await signup(app(), email);
    });

    it('refuses a taken address (in any case) with ALREADY_EXIST, in Thai when asked', async () => {
      const email = uniqueEmail();
      await signup(app(), email);
      const response = await http().post('/api/authapi/auth/signup').set('Accept-Language', 'th').send(signupBody(email.toUpperCase())).expect(409);
      expect(response.body).toMatchObject({ code: 'ALREADY_EXIST', message: 'มีข้อมูลนี้อยู่แล้ว' });
    });

    it('gives the password minimum in the message of each language', async () => {
      const en = await http().post('/api/authapi/auth/signup').send(signupBody(uniqueEmail(), 'short')).expect(400);
      const th = await http().post('/api/authapi/auth/signup').set('Accept-Language', 'th').send(signupBody(uniqueEmail(), 'short')).expect(400);
      expect(en.body.errors[0]).toMatchObject({ field: 'password', rule: 'minLength', n: 8, message: 'Must be at least 8 characters' });
      expect(th.body.errors[0]).toMatchObject({ field: 'password', rule: 'minLength', n: 8, message: 'ต้องมีอย่างน้อย 8 ตัวอักษร' });
    });
  });

  describe('login', () => {
    it('logs a demo account in', async () => {
      const auth = await login(app(), DEMO.learner);
      expect(auth.refreshToken).toMatch(/^[\w-]+\.[\w-]+$/);
    });

    it('answers an unknown address exactly as a wrong password', async () => {
      const wrong = await http().post('/api/authapi/auth/login').send({ email: DEMO.admin, password: 'not-the-password' }).expect(401);
      const unknown = await http()
        .post('/api/authapi/auth/login')
        .send({ email: uniqueEmail('nobody'), password: 'not-the-password' })
        .expect(401);
      expect(withoutRequestId(wrong.body)).toEqual({ statusCode: 401, code: 'INCORRECT_EMAIL_PASSWORD', message: 'Wrong email or password' });
      expect(withoutRequestId(unknown.body)).toEqual(withoutRequestId(wrong.body));
    });

    it('refuses a malformed body with the catalogue codes', async () => {
      const response = await http().post('/api/authapi/auth/login').send({ email: 'nope' }).expect(400);
      expect(response.body.errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'email', code: 'IS_EMAIL' }),
          expect.objectContaining({ field: 'password', code: 'IS_NOT_EMPTY' }),
        ]),
      );
    });

    it('throttles an account after repeated failures, even for the right password, with Retry-After', async () => {
      const email = uniqueEmail('throttled');
      await signup(app(), email, 'right-password-1');
      for (let i = 0; i < 5; i++) await http().post('/api/authapi/auth/login').send({ email, password: 'wrong-password' }).expect(401);
      const refused = await http().post('/api/authapi/auth/login').send({ email, password: 'right-password-1' }).expect(429);
      expect(refused.body).toMatchObject({ statusCode: 429, code: 'REQUEST_TIMEOUT', message: 'Too many requests. Please wait a moment and try again.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('access tokens', () => {
    const me = (token: string) => http().get('/api/userprofileapi/user/00000000-0000-4000-8000-000000000000').set('Authorization', `Bearer ${token}`);

    it('answers 401 UNAUTHORIZED without a token, with a tampered one, and with alg none', async () => {
      const auth = await login(app(), DEMO.learner);
      const [header, payload] = auth.jwtToken.split('.') as [string, string];
      const forged = Buffer.from(JSON.stringify({ ...(jwt.decode(auth.jwtToken) as object), Role: 'ADMIN', Permissions: 'ADMIN,MANAGE_USERS' })).toString(
        'base64url',
      );
      const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${forged}.`;
      await http()
        .get('/api/userprofileapi/user')
        .expect(401)
        .expect((r) => expect(r.body.code).toBe('UNAUTHORIZED'));
      for (const token of [`${header}.${forged}.${auth.jwtToken.split('.')[2]}`, none, `${header}.${payload}.AAAA`, 'garbage']) {
        const response = await http().get('/api/userprofileapi/user').set('Authorization', `Bearer ${token}`).expect(401);
        expect(response.body.code).toBe('UNAUTHORIZED');
      }
    });

    it('answers 401 IS_EXPIRED_TOKEN for an expired token', async () => {
      const auth = await login(app(), DEMO.learner);
      const claims = jwt.decode(auth.jwtToken) as Record<string, unknown>;
      const past = Math.floor(Date.now() / 1000) - 60;
      const expired = jwt.sign({ ...claims, iat: past - 900, exp: past }, secret(), { algorithm: 'HS256' });
      const response = await me(expired).expect(401);
      expect(response.body).toMatchObject({ code: 'IS_EXPIRED_TOKEN', message: 'Your session has been expired' });
    });

    it('answers 403 FORBIDDEN when the role lacks the permission', async () => {
      const auth = await login(app(), DEMO.learner);
      await http()
        .get('/api/userprofileapi/user')
        .set(bearer(auth))
        .expect(403)
        .expect((r) => expect(r.body.code).toBe('FORBIDDEN'));
    });
  });

  describe('refresh tokens', () => {
    const refresh = (auth: Pick<AuthResponse, 'id'>, token: string) => http().post(`/api/authapi/auth/${auth.id}/refresh-token`).send({ refreshToken: token });

    it('rotates: each refresh token works once and buys the next pair', async () => {
      const first = await signup(app());
      const second = (await refresh(first, first.refreshToken).expect(200)).body as AuthResponse;
      expect(second.refreshToken).not.toBe(first.refreshToken);
      const third = (await refresh(first, second.refreshToken).expect(200)).body as AuthResponse;
      await http().get(`/api/userprofileapi/user/${first.id}`).set(bearer(third)).expect(200);
    });

    it('revokes the whole family when a used token comes back (other than the one just rotated, within its grace window)', async () => {
      const first = await signup(app());
      const second = (await refresh(first, first.refreshToken).expect(200)).body as AuthResponse;
      const third = (await refresh(first, second.refreshToken).expect(200)).body as AuthResponse;
      const reused = await refresh(first, first.refreshToken).expect(401);
      expect(reused.body.code).toBe('IS_EXPIRED_TOKEN');
      await refresh(first, third.refreshToken).expect(401);
    });

    it('refuses garbage, another account id, and a malformed body', async () => {
      const auth = await signup(app());
      const other = await signup(app());
      await refresh(auth, 'garbage').expect(401);
      await refresh(auth, '__proto__.secret').expect(401);
      await refresh(other, auth.refreshToken).expect(401);
      await http().post('/api/authapi/auth/not-a-uuid/refresh-token').send({ refreshToken: auth.refreshToken }).expect(401);
      await http().post(`/api/authapi/auth/${auth.id}/refresh-token`).send({}).expect(400);
      await refresh(auth, auth.refreshToken).expect(200);
    });

    it('stops working after logout', async () => {
      const auth = await signup(app());
      await http().post('/api/authapi/auth/logout').set(bearer(auth)).expect(200);
      await refresh(auth, auth.refreshToken).expect(401);
    });
  });

  describe('forgot and reset password', () => {
    const adminMail = async () => {
      const admin = await login(app(), DEMO.admin);
      return (await http().get('/api/mailapi/messages').set(bearer(admin)).expect(200)).body.data as MailMessageResponse[];
    };
    const tokenIn = (mail: MailMessageResponse) => decodeURIComponent(/token=([^\s"&<]+)/.exec(mail.text)?.[1] ?? '');
    // The link is mailed after the answer (the answer must not tell whether the account exists).
    const mailTo = async (email: string) => {
      for (let i = 0; i < 100; i++) {
        const mail = (await adminMail()).find((m) => m.to === email);
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 30));
      }
      throw new Error(`no mail reached ${email}`);
    };

    it("mails a single-use link in the asker's language; the new password works, the old one and the link do not", async () => {
      const email = uniqueEmail('forgot');
      await signup(app(), email, 'old-password-1');
      await http().post('/api/authapi/auth/forgot-password').set('Accept-Language', 'th').send({ email }).expect(200);
      const mail = await mailTo(email);
      expect(mail.subject).toContain('ตั้งรหัสผ่านใหม่');
      const token = tokenIn(mail);
      const body = { token, newPassword: 'new-password-1', newPasswordConfirmed: 'new-password-1' };
      await http().post('/api/authapi/auth/forgot-password-confirm').send(body).expect(200);
      await login(app(), email, 'new-password-1');
      await http().post('/api/authapi/auth/login').send({ email, password: 'old-password-1' }).expect(401);
      const again = await http()
        .post('/api/authapi/auth/forgot-password-confirm')
        .send({ ...body, newPassword: 'third-pass-1', newPasswordConfirmed: 'third-pass-1' })
        .expect(400);
      expect(again.body).toMatchObject({
        code: 'BAD_REQUEST',
        errors: [
          { field: 'token', code: 'IS_EXPIRED_TOKEN', rule: 'resetLinkExpired', message: 'This reset link has expired or was already used. Ask for a new one' },
        ],
      });
    });

    it('answers an unknown address the same way and sends nothing', async () => {
      const before = (await adminMail()).length;
      const response = await http()
        .post('/api/authapi/auth/forgot-password')
        .send({ email: uniqueEmail('nobody') })
        .expect(200);
      expect(response.body).toEqual({ position: null });
      expect((await adminMail()).length).toBe(before);
    });

    it('refuses a tampered token, a mismatch and a short password without changing anything', async () => {
      const email = uniqueEmail('forgot');
      await signup(app(), email, 'old-password-1');
      await http().post('/api/authapi/auth/forgot-password').send({ email }).expect(200);
      const token = tokenIn(await mailTo(email));
      await http()
        .post('/api/authapi/auth/forgot-password-confirm')
        .send({ token: `${token}x`, newPassword: 'new-password-1', newPasswordConfirmed: 'new-password-1' })
        .expect(400);
      const malformed = await http()
        .post('/api/authapi/auth/forgot-password-confirm')
        .send({ token: 'a.b', newPassword: 'new-password-1', newPasswordConfirmed: 'new-password-1' })
        .expect(400);
      expect(malformed.body).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'token', code: 'IS_EXPIRED_TOKEN' }] });
      await http()
        .post('/api/authapi/auth/forgot-password-confirm')
        .send({ token, newPassword: 'new-password-1', newPasswordConfirmed: 'other-password' })
        .expect(400);
      await http().post('/api/authapi/auth/forgot-password-confirm').send({ token, newPassword: 'short', newPasswordConfirmed: 'short' }).expect(400);
      await login(app(), email, 'old-password-1');
      await http()
        .post('/api/authapi/auth/forgot-password-confirm')
        .send({ token, newPassword: 'new-password-1', newPasswordConfirmed: 'new-password-1' })
        .expect(200);
    });
  });

  describe('change password and email', () => {
    it('changes the password with the current one; other sessions end, this one stays', async () => {
      const email = uniqueEmail();
      const here = await signup(app(), email, 'old-password-1');
      const elsewhere = await login(app(), email, 'old-password-1');
      const wrong = await http()
        .post(`/api/authapi/auth/${here.id}/reset-password`)
        .set(bearer(here))
        .send({ currentPassword: 'nope-nope', newPassword: 'new-password-1', newPasswordConfirmed: 'new-password-1' })
        .expect(400);
      expect(wrong.body).toMatchObject({ code: 'INVALID_PHONE_PASSWORD', errors: [{ field: 'currentPassword' }] });
      await http()
        .post(`/api/authapi/auth/${here.id}/reset-password`)
        .set(bearer(here))
        .send({ currentPassword: 'old-password-1', newPassword: 'new-password-1', newPasswordConfirmed: 'new-password-1' })
        .expect(200);
      await http().post(`/api/authapi/auth/${here.id}/refresh-token`).send({ refreshToken: elsewhere.refreshToken }).expect(401);
      await http().post(`/api/authapi/auth/${here.id}/refresh-token`).send({ refreshToken: here.refreshToken }).expect(200);
      await login(app(), email, 'new-password-1');
    });

    it("refuses changing another account's password or email", async () => {
      const me = await signup(app());
      const other = await signup(app());
      const response = await http()
        .post(`/api/authapi/auth/${other.id}/reset-password`)
        .set(bearer(me))
        .send({ currentPassword: 'correct-horse-1', newPassword: 'new-password-1', newPasswordConfirmed: 'new-password-1' })
        .expect(403);
      expect(response.body.code).toBe('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
      await http()
        .post(`/api/authapi/auth/${other.id}/change-email`)
        .set(bearer(me))
        .send({ password: 'correct-horse-1', newEmail: 'x@example.com', confirmEmail: 'x@example.com' })
        .expect(403);
    });

    it('moves the account to a new address; the old one is free, a taken one is refused', async () => {
      const oldEmail = uniqueEmail('old');
      const newEmail = uniqueEmail('new');
      const auth = await signup(app(), oldEmail);
      const taken = await signup(app());
      const takenEmail = ((await http().get(`/api/userprofileapi/user/${taken.id}?after=${taken.position}`).set(bearer(taken))).body as UserResponse).email;
      const change = (body: object) => http().post(`/api/authapi/auth/${auth.id}/change-email`).set(bearer(auth)).send(body);
      await change({ password: 'correct-horse-1', newEmail, confirmEmail: 'other@example.com' }).expect(400);
      await change({ password: 'wrong-password', newEmail, confirmEmail: newEmail }).expect(400);
      await change({ password: 'correct-horse-1', newEmail: takenEmail, confirmEmail: takenEmail }).expect(409);
      await change({ password: 'correct-horse-1', newEmail, confirmEmail: newEmail }).expect(200);
      await login(app(), newEmail, 'correct-horse-1');
      await http().post('/api/authapi/auth/login').send({ email: oldEmail, password: 'correct-horse-1' }).expect(401);
      await signup(app(), oldEmail);
    });
  });
});
