import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AuthResponse, OrderResponse, PaymentStartedResponse } from '@khru/contracts';
import { formatPosition } from '@khru/platform';
import jwt from 'jsonwebtoken';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { DEMO, bearer, login, signup, uniqueEmail } from '../support/accounts.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';
import { readOrder } from '../support/orders.js';

/** A mail server that accepts connections and never answers: sending to it never finishes. */
function useSilentMailServer(env: Record<string, string>): void {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    // Long enough that a request waiting on the mail never gets an answer from its failure.
    env.SMTP_URL = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}?greetingTimeout=600000&connectionTimeout=600000`;
  });
  // Declared before the app's hooks, so it runs first: mail still being sent fails and the app can stop.
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server?.close(resolve));
  });
}

describe.each(STORE_PROFILES)('auth hardening on %s', (profile) => {
  const env: Record<string, string> = {};
  useSilentMailServer(env);
  const { subject: app, http } = useTestApp(profile, env);

  const secret = () => readFileSync(join(app().config.dataDir, 'jwt-secret'), 'utf8').trim();
  const cart = (auth: AuthResponse) => http().get('/api/paymentapi/cart').set(bearer(auth));
  /** Waits until the read models have passed a command's position (a public read with `?after=`). */
  const projected = async (position: string | null) => {
    const response = await http().get(`/api/coursesapi/category?after=${position}`).expect(200);
    expect(response.headers['x-read-stale']).toBe('false');
  };
  const refresh = (auth: Pick<AuthResponse, 'id'>, token: string) => http().post(`/api/authapi/auth/${auth.id}/refresh-token`).send({ refreshToken: token });
  const loginFrom = (address: string, email: string, password: string) =>
    http().post('/api/authapi/auth/login').set('X-Forwarded-For', address).send({ email, password });

  describe('access tokens follow the account (issue 10, defect 5)', () => {
    it('accepts the token of a sign-up and of a login on the very next request', async () => {
      const email = uniqueEmail('fresh');
      await cart(await signup(app(), email)).expect(200);
      await cart(await login(app(), email, 'correct-horse-1')).expect(200);
    });

    it('refuses the access token of a deleted account as soon as the deletion is applied', async () => {
      const me = await signup(app());
      await cart(me).expect(200);
      const admin = await login(app(), DEMO.admin);
      const deleted = await http().delete(`/api/userprofileapi/user/${me.id}`).set(bearer(admin)).expect(200);
      await projected(deleted.body.position);
      const refused = await cart(me).expect(401);
      expect(refused.body.code).toBe('IS_EXPIRED_TOKEN');
      await http()
        .post('/api/paymentapi/payment')
        .set(bearer(me))
        .set('Idempotency-Key', randomUUID())
        .send({ items: [{ itemId: 'git-and-github', isBundle: false }] })
        .expect(401);
    });

    it("stops a demoted administrator's token granting admin permissions; a refresh carries the new role", async () => {
      const admin = await login(app(), DEMO.admin);
      const email = uniqueEmail('admin');
      const created = await http()
        .post('/api/userprofileapi/user')
        .set(bearer(admin))
        .send({ email, password: 'admin-password-1', firstName: 'Ada', lastName: 'Min', role: 'ADMIN' })
        .expect(201);
      const other = await login(app(), email, 'admin-password-1');
      await http().get('/api/userprofileapi/user').set(bearer(other)).expect(200);
      const demoted = await http()
        .put(`/api/userprofileapi/user/${created.body.id}`)
        .set(bearer(admin))
        .send({ firstName: 'Ada', lastName: 'Min', role: 'MEMBER' })
        .expect(200);
      await projected(demoted.body.position);
      expect((await http().get('/api/userprofileapi/user').set(bearer(other)).expect(401)).body.code).toBe('IS_EXPIRED_TOKEN');
      const renewed = (await refresh(other, other.refreshToken).expect(200)).body as AuthResponse;
      expect(jwt.decode(renewed.jwtToken)).toMatchObject({ Role: 'MEMBER', Permissions: '' });
      await http().get('/api/userprofileapi/user').set(bearer(renewed)).expect(403);
    });

    it('refuses the access token of a session that logged out', async () => {
      const email = uniqueEmail('leaver');
      const me = await signup(app(), email);
      const elsewhere = await login(app(), email, 'correct-horse-1');
      const out = await http().post('/api/authapi/auth/logout').set(bearer(me)).expect(200);
      await projected(out.body.position);
      expect((await cart(me).expect(401)).body.code).toBe('IS_EXPIRED_TOKEN');
      await cart(elsewhere).expect(200);
    });

    it('refuses the access tokens of the other sessions once the password changes, and keeps the one that changed it', async () => {
      const email = uniqueEmail('changer');
      const here = await signup(app(), email, 'old-password-1');
      const elsewhere = await login(app(), email, 'old-password-1');
      const changed = await http()
        .post(`/api/authapi/auth/${here.id}/reset-password`)
        .set(bearer(here))
        .send({ currentPassword: 'old-password-1', newPassword: 'new-password-1', newPasswordConfirmed: 'new-password-1' })
        .expect(200);
      await projected(changed.body.position);
      expect((await cart(elsewhere).expect(401)).body.code).toBe('IS_EXPIRED_TOKEN');
      await cart(here).expect(200);
    });

    it('refuses the access token of a session revoked for refresh-token reuse', async () => {
      const me = await signup(app());
      const second = (await refresh(me, me.refreshToken).expect(200)).body as AuthResponse;
      const third = (await refresh(me, second.refreshToken).expect(200)).body as AuthResponse;
      await refresh(me, me.refreshToken).expect(401);
      // The refusal answers no position: any later write's position is past the revocation.
      await projected((await signup(app())).position);
      expect((await cart(third).expect(401)).body.code).toBe('IS_EXPIRED_TOKEN');
    });
  });

  describe('token claims (issue 10, defect 13)', () => {
    it('refuses a correctly signed access token that has no exp', async () => {
      const me = await signup(app());
      const { exp: _exp, ...claims } = jwt.decode(me.jwtToken) as Record<string, unknown>;
      const endless = jwt.sign(claims, secret(), { algorithm: 'HS256' });
      const refused = await http().get('/api/paymentapi/cart').set('Authorization', `Bearer ${endless}`).expect(401);
      expect(refused.body.code).toBe('UNAUTHORIZED');
    });

    it("grants a member's token the member's permissions, whatever permissions it claims (issue 27, defect 8)", async () => {
      const me = await signup(app());
      const claims = jwt.decode(me.jwtToken) as Record<string, unknown>;
      const boasting = jwt.sign({ ...claims, Permissions: 'ADMIN,READ_MAIL,MANAGE_USERS' }, secret(), { algorithm: 'HS256' });
      const refused = await http().get('/api/mailapi/messages').set('Authorization', `Bearer ${boasting}`).expect(403);
      expect(refused.body.code).toBe('FORBIDDEN');
    });

    it('checks the session of a token claiming a position far beyond the read models, after a bounded wait (issue 27, defect 8)', async () => {
      const me = await signup(app());
      await http().post('/api/authapi/auth/logout').set(bearer(me)).expect(200);
      await projected((await signup(app())).position);
      const claims = jwt.decode(me.jwtToken) as Record<string, unknown>;
      const farAhead = jwt.sign({ ...claims, pos: formatPosition({ commit: 10n ** 18n, prepare: 0n }) }, secret(), { algorithm: 'HS256' });
      const refused = await http().get('/api/paymentapi/cart').set('Authorization', `Bearer ${farAhead}`).expect(401);
      expect(refused.body.code).toBe('IS_EXPIRED_TOKEN');
    });
  });

  describe('login throttle (issue 10, defect 7)', () => {
    it('holds back the address that guessed wrong five times, while the owner logs in from another address', async () => {
      const email = uniqueEmail('owner');
      await signup(app(), email, 'owners-password-1');
      for (let i = 0; i < 5; i++) await loginFrom('203.0.113.7', email, 'a-wrong-guess').expect(401);
      const held = await loginFrom('203.0.113.7', email, 'owners-password-1').expect(429);
      expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
      await loginFrom('198.51.100.20', email, 'owners-password-1').expect(200);
    });
  });

  describe('refresh grace window (issue 10, defect 9)', () => {
    it('answers two tabs refreshing the same token at once with the same new pair, and the session goes on', async () => {
      const me = await signup(app());
      const [one, two] = await Promise.all([refresh(me, me.refreshToken), refresh(me, me.refreshToken)]);
      expect([one.status, two.status]).toEqual([200, 200]);
      expect((one.body as AuthResponse).refreshToken).toBe((two.body as AuthResponse).refreshToken);
      const next = (await refresh(me, (two.body as AuthResponse).refreshToken).expect(200)).body as AuthResponse;
      await cart(next).expect(200);
    });

    it('answers the token just rotated, presented again at once, with the successor already issued', async () => {
      const me = await signup(app());
      const first = (await refresh(me, me.refreshToken).expect(200)).body as AuthResponse;
      const again = (await refresh(me, me.refreshToken).expect(200)).body as AuthResponse;
      expect(again.refreshToken).toBe(first.refreshToken);
      await refresh(me, again.refreshToken).expect(200);
    });
  });

  describe('forgot password (issue 10, defect 10)', () => {
    it('answers an existing address without waiting for its mail to go out, exactly as an unknown one', async () => {
      const email = uniqueEmail('forgetful');
      await signup(app(), email);
      const known = await http().post('/api/authapi/auth/forgot-password').send({ email }).expect(200);
      const unknown = await http()
        .post('/api/authapi/auth/forgot-password')
        .send({ email: uniqueEmail('nobody') })
        .expect(200);
      expect(known.body).toEqual(unknown.body);
    });
  });

  describe('sandbox pay page (issue 10, defect 6)', () => {
    it('sends the webhook to the configured address whatever Host the pay request names, so the order settles', async () => {
      const me = await signup(app());
      const started = (
        await http()
          .post('/api/paymentapi/payment')
          .set(bearer(me))
          .set('Idempotency-Key', randomUUID())
          .send({ items: [{ itemId: 'seo-fundamentals', isBundle: false }] })
          .expect(200)
      ).body as PaymentStartedResponse;
      await http()
        .post(started.payUrl!)
        .set('Host', '127.0.0.1:1')
        .type('form')
        .send({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' })
        .expect(303);
      let order: OrderResponse | undefined;
      for (let i = 0; i < 100 && order?.status !== 'paid'; i++) {
        if (i > 0) await new Promise((r) => setTimeout(r, 30));
        order = await readOrder((path) => http().get(path), me, started.orderId);
      }
      expect(order?.status).toBe('paid');
    });
  });
});
