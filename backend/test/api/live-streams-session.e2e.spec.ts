import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCESS_TOKEN_TTL_SECONDS, type AuthResponse, type StartConversationResponse, type SupportConversationView } from '@khru/contracts';
import { parsePosition } from '@khru/platform';
import jwt from 'jsonwebtoken';
import { signAccessToken, type SignedAccessTokenClaims } from '../../src/kernel/auth/access-token.js';
import { JWT_SECRET } from '../../src/kernel/infrastructure/tokens.js';
import { DEMO, bearer, login, signup, uniqueEmail } from '../support/accounts.js';
import { openEventStream, within, type EventStreamReader, type ReadEvent } from '../support/event-stream-reader.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const BELL = '/api/cmsapi/user-notifications/stream';
const SUPPORT = '/api/supportapi';
/** How long a test waits for a stream to end before it fails: a bound, not a measure. */
const ENDS_WITHIN_MS = 15_000;

const query = (token: string) => `?access_token=${encodeURIComponent(token)}`;
const replied = (body: string) => (read: ReadEvent) => (read.data as { conversation: SupportConversationView }).conversation.messages.at(-1)?.body === body;

describe.each(STORE_PROFILES)('live streams end with their session on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  let admin: AuthResponse;
  const streams: EventStreamReader[] = [];

  const open = async (path: string, token: string) => {
    const stream = await openEventStream(`${app().config.publicUrl}${path}${query(token)}`);
    streams.push(stream);
    return stream;
  };
  const ends = (stream: EventStreamReader, what: string) => within(stream.ended, ENDS_WITHIN_MS, `${what} stayed open`);
  const start = async (learner: AuthResponse, body: string) =>
    (await http().post(`${SUPPORT}/conversations`).set(bearer(learner)).send({ body, page: '/courses' }).expect(201)).body as StartConversationResponse;
  const reply = (conversationId: string, body: string) =>
    http().post(`${SUPPORT}/admin/conversations/${conversationId}/messages`).set(bearer(admin)).field('body', body).expect(201);

  /** An access token for the same session as `auth`'s that expires `seconds` from now. */
  const expiringToken = (auth: AuthResponse, seconds: number) => {
    const claims = jwt.decode(auth.jwtToken) as SignedAccessTokenClaims;
    const issued = new Date(Date.now() - (ACCESS_TOKEN_TTL_SECONDS - seconds) * 1000);
    const position = claims.pos ? parsePosition(claims.pos) : null;
    return signAccessToken(app().app.get<string>(JWT_SECRET), { userId: claims.sub, sessionId: claims.sid, role: claims.Role }, issued, position);
  };

  beforeAll(async () => {
    admin = await login(app(), DEMO.admin);
  });

  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  it('ends the bell and support chat streams at logout, whether the token came in the query or a header; what comes after is not delivered', async () => {
    const learner = await signup(app(), uniqueEmail('logout'));
    const started = await start(learner, 'Are you there?');
    const bell = await open(BELL, learner.jwtToken);
    const chat = await open(`${SUPPORT}/stream`, learner.jwtToken);
    const bearerChat = await openEventStream(`${app().config.publicUrl}${SUPPORT}/stream`, bearer(learner));
    streams.push(bearerChat);

    await http().post('/api/authapi/auth/logout').set(bearer(learner)).expect(200);
    await reply(started.conversationId, 'Sent after the logout');
    await ends(bell, 'the bell stream');
    await ends(chat, 'the support chat stream');
    await ends(bearerChat, 'the support chat stream opened with a bearer token');
    expect([...chat.events, ...bearerChat.events].filter(replied('Sent after the logout'))).toEqual([]);
    await http()
      .get(`${BELL}${query(learner.jwtToken)}`)
      .expect(401);
    await http()
      .get(`${SUPPORT}/stream${query(learner.jwtToken)}`)
      .expect(401);
  });

  it('ends the streams of the sessions a password change ends, and keeps those of the session that changed it', async () => {
    const email = uniqueEmail('password');
    const here = await signup(app(), email, 'old-password-1');
    const elsewhere = await login(app(), email, 'old-password-1');
    const started = await start(here, 'I will change my password');
    const bellElsewhere = await open(BELL, elsewhere.jwtToken);
    const chatElsewhere = await open(`${SUPPORT}/stream`, elsewhere.jwtToken);
    const chatHere = await open(`${SUPPORT}/stream`, here.jwtToken);

    await http()
      .post(`/api/authapi/auth/${here.id}/reset-password`)
      .set(bearer(here))
      .send({ currentPassword: 'old-password-1', newPassword: 'new-password-1', newPasswordConfirmed: 'new-password-1' })
      .expect(200);
    await reply(started.conversationId, 'Sent after the change');
    await ends(bellElsewhere, 'the other session’s bell stream');
    await ends(chatElsewhere, 'the other session’s support chat stream');
    expect(chatElsewhere.events.filter(replied('Sent after the change'))).toEqual([]);
    await within(chatHere.next(replied('Sent after the change')), ENDS_WITHIN_MS, 'the kept session’s stream heard nothing');
  });

  it('ends the support inbox and bell streams of an administrator whose role is changed', async () => {
    const email = uniqueEmail('staff');
    const created = await http()
      .post('/api/userprofileapi/user')
      .set(bearer(admin))
      .send({ email, password: 'staff-password-1', firstName: 'Kla', lastName: 'Dee', role: 'ADMIN' })
      .expect(201);
    const staff = await login(app(), email, 'staff-password-1');
    const inbox = await open(`${SUPPORT}/admin/stream`, staff.jwtToken);
    const bell = await open(BELL, staff.jwtToken);

    await http()
      .put(`/api/userprofileapi/user/${created.body.id as string}`)
      .set(bearer(admin))
      .send({ firstName: 'Kla', lastName: 'Dee', role: 'MEMBER' })
      .expect(200);
    await ends(inbox, 'the support inbox stream');
    await ends(bell, 'the bell stream');
    await http()
      .get(`${SUPPORT}/admin/stream${query(staff.jwtToken)}`)
      .expect(401);
  });

  it('ends each stream when its access token expires; the token opens none again', async () => {
    const learner = await signup(app(), uniqueEmail('expiry'));
    const learnerToken = expiringToken(learner, 3);
    const adminToken = expiringToken(admin, 3);
    const bell = await open(BELL, learnerToken);
    const chat = await open(`${SUPPORT}/stream`, learnerToken);
    const inbox = await open(`${SUPPORT}/admin/stream`, adminToken);

    await ends(bell, 'the bell stream');
    await ends(chat, 'the support chat stream');
    await ends(inbox, 'the support inbox stream');
    expect(
      (
        await http()
          .get(`${BELL}${query(learnerToken)}`)
          .expect(401)
      ).body.code,
    ).toBe('IS_EXPIRED_TOKEN');
    expect(
      (
        await http()
          .get(`${SUPPORT}/admin/stream${query(adminToken)}`)
          .expect(401)
      ).body.code,
    ).toBe('IS_EXPIRED_TOKEN');
  });
});
