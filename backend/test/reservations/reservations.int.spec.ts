import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { organisationStream, userStream, type ClaimPurpose, type PeopleProposal } from '@khru/contracts';
import type { EventStore, ExpectedRevision } from '@khru/platform';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { hashSecret } from '../../src/identity/credentials/secret-tokens.js';
import { PasswordHasher } from '../../src/identity/credentials/password-hasher.js';
import { emailClaimStream } from '../../src/kernel/accounts/email-claim-stream.js';
import { userDecider } from '../../src/identity/users/user.decider.js';
import { EmailClaims } from '../../src/identity/email-claims/email-claims.js';
import { CommandExecutor } from '../../src/kernel/commands/command-executor.js';
import { EVENT_STORE } from '../../src/kernel/infrastructure/tokens.js';
import { WorkflowsLeader } from '../../src/kernel/workflows/workflows-leader.js';
import { signup, signupBody, uniqueEmail } from '../support/accounts.js';
import { employeeRecord } from '../support/corporate-world.js';
import { rawEvent, whileStopped } from '../support/stopped-app.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const password = 'correct-horse-1';
const taxId = '0105558000006';
const contract = { id: 'C-2026', start: '2026-11-01T00:00:00.000Z', end: '2027-10-31T23:59:59.000Z' };
const newcomer = (email: string) => employeeRecord({ id: randomUUID(), email }, 'ORG_ADMIN');
const eventTypes = async (store: EventStore, streamId: string) => (await store.readStream(streamId)).map((e) => e.type);
const at = () => new Date().toISOString();

/**
 * ADR 34: each of these requests appends one fact and a workflow does the rest. Here every request
 * stops right after its fact (the process is gone before any workflow acts): the facts are written
 * while no process runs, and a new process must finish each of them.
 */
// On PGlite alone: the resumption is the workflow runner's, the same on either store, and each start costs.
describe.each(['pglite'] as const)('a request that stopped after its one fact, on %s', (profile) => {
  let subject: TestApp;
  const http = () => request(subject.app.getHttpServer());
  const emails = { signedUp: uniqueEmail('crash-signup'), created: uniqueEmail('crash-admin'), moved: uniqueEmail('crash-moved') };
  const organisations = { confirmed: randomUUID(), refused: randomUUID() };
  const admins = { confirmed: newcomer(uniqueEmail('crash-org-admin')), refused: newcomer(uniqueEmail('crash-org-taken')) };
  let mover: { userId: string; email: string };
  let leaver: { userId: string; email: string };

  beforeAll(async () => {
    subject = await startTestApp(profile);
    mover = { email: uniqueEmail('crash-mover'), userId: '' };
    leaver = { email: uniqueEmail('crash-leaver'), userId: '' };
    mover.userId = (await signup(subject, mover.email, password)).id;
    leaver.userId = (await signup(subject, leaver.email, password)).id;
    const hash = await subject.app.get(PasswordHasher).hash(password);
    const moverState = await subject.app.get(CommandExecutor).load(userDecider, userStream(mover.userId));
    if (moverState.status !== 'active') throw new Error('the account to move is not active');
    const openAccount = (source: 'signup' | 'admin', withSession: boolean): ClaimPurpose => ({
      kind: 'open-account',
      firstName: 'Ann',
      lastName: 'Lee',
      role: 'MEMBER',
      passwordHash: hash,
      source,
      session: withSession ? { sessionId: randomUUID(), refreshTokenHash: hashSecret('first'), expiresAt: '2099-01-01T00:00:00.000Z' } : null,
      at: at(),
    });
    subject = await whileStopped(subject, async (store) => {
      const append = (streamId: string, type: string, data: object, expected: ExpectedRevision) => store.append(streamId, [rawEvent(type, data)], expected);
      await append(
        emailClaimStream(emails.signedUp),
        'EmailClaimed',
        { email: emails.signedUp, userId: randomUUID(), purpose: openAccount('signup', true) },
        'no_stream',
      );
      await append(
        emailClaimStream(emails.created),
        'EmailClaimed',
        { email: emails.created, userId: randomUUID(), purpose: openAccount('admin', false) },
        'no_stream',
      );
      const change: ClaimPurpose = { kind: 'change-email', verifiedHash: moverState.passwordHash, at: at() };
      await append(emailClaimStream(emails.moved), 'EmailClaimed', { email: emails.moved, userId: mover.userId, purpose: change }, 'no_stream');
      await append(userStream(leaver.userId), 'UserDeleted', { userId: leaver.userId, deletedBy: 'an-admin', at: at(), email: leaver.email }, 'any');
      for (const kind of ['confirmed', 'refused'] as const) {
        const admin = admins[kind];
        const orgId = organisations[kind];
        const proposal: PeopleProposal = { kind: 'create', name: { en: 'Siam Freight', th: 'สยามเฟรท' }, taxId, address: 'Bangkok', contract, admins: [admin] };
        const newcomers = [{ userId: admin.userId, email: admin.email }];
        await append(
          organisationStream(orgId),
          'PeopleProposed',
          { orgId, requestId: `crash-${kind}`, proposal, newcomers, by: 'an-admin', at: at() },
          'no_stream',
        );
      }
      // The second organisation's admin address was taken by someone else before its workflow could claim it.
      await append(emailClaimStream(admins.refused.email), 'EmailClaimed', { email: admins.refused.email, userId: 'someone-else' }, 'no_stream');
    });
  });

  afterAll(async () => {
    await subject?.dispose();
  });

  it('opens the account of a sign-up, which signs in with its password', async () => {
    await http().post('/api/authapi/auth/login').send({ email: emails.signedUp, password }).expect(200);
  });

  it('opens the account an administrator created', async () => {
    await http().post('/api/authapi/auth/login').send({ email: emails.created, password }).expect(200);
  });

  it('moves an account to its new address and gives the old one back', async () => {
    await http().post('/api/authapi/auth/login').send({ email: emails.moved, password }).expect(200);
    await http().post('/api/authapi/auth/signup').send(signupBody(mover.email)).expect(201);
  });

  it('gives back the address of a deleted account', async () => {
    await http().post('/api/authapi/auth/login').send({ email: leaver.email, password }).expect(401);
    await http().post('/api/authapi/auth/signup').send(signupBody(leaver.email)).expect(201);
  });

  it('records a proposed organisation once its admin address is claimed', async () => {
    const types = await eventTypes(subject.app.get<EventStore>(EVENT_STORE), organisationStream(organisations.confirmed));
    expect(types).toEqual(['PeopleProposed', 'OrganisationCreated', 'EmployeesAdded', 'ProposalConfirmed']);
    expect(await subject.app.get(EmailClaims).holder(admins.confirmed.email)).toBe(admins.confirmed.userId);
  });

  it('refuses a proposed organisation whose admin address another account holds, recording nothing of it', async () => {
    const types = await eventTypes(subject.app.get<EventStore>(EVENT_STORE), organisationStream(organisations.refused));
    expect(types).toEqual(['PeopleProposed', 'ProposalRefused']);
    expect(await subject.app.get(EmailClaims).holder(admins.refused.email)).toBe('someone-else');
  });

  it('finishes each step once: a claim taken up is not given back at its deadline', async () => {
    await subject.app.get(WorkflowsLeader).runDue(new Date(Date.now() + 16 * 60_000));
    expect((await http().post('/api/authapi/auth/signup').send(signupBody(emails.signedUp))).status).toBe(409);
    expect((await http().post('/api/authapi/auth/signup').send(signupBody(emails.moved))).status).toBe(409);
  });
});
