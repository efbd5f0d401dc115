import { describe, expect, it } from '@jest/globals';
import { CommandExecutor } from '../../src/kernel/commands/command-executor.js';
import { commandMetadata } from '../../src/kernel/commands/command-metadata.js';
import { WorkflowsLeader } from '../../src/kernel/workflows/workflows-leader.js';
import { emailClaimDecider } from '../../src/identity/email-claims/email-claim.decider.js';
import { emailClaimStream } from '../../src/kernel/accounts/email-claim-stream.js';
import { signupBody, uniqueEmail } from '../support/accounts.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

describe.each(STORE_PROFILES)('claimed addresses on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);

  it('gives back an address a sign-up claimed but never registered (the process stopped in between), at its deadline', async () => {
    const email = uniqueEmail('halfway');
    // What a kill -9 between the two writes of a sign-up leaves: the claim, and no account.
    await app()
      .app.get(CommandExecutor)
      .execute(
        emailClaimDecider,
        emailClaimStream(email),
        { type: 'ClaimEmail', email, userId: 'never-registered' },
        commandMetadata({ idempotencyKey: `claim:${email}` }),
      );
    expect((await http().post('/api/authapi/auth/signup').send(signupBody(email))).status).toBe(409);
    const leader = app().app.get(WorkflowsLeader);
    await leader.runDue(new Date(Date.now() + 14 * 60_000));
    expect((await http().post('/api/authapi/auth/signup').send(signupBody(email))).status).toBe(409);
    await leader.runDue(new Date(Date.now() + 16 * 60_000));
    const signedUp = await http().post('/api/authapi/auth/signup').send(signupBody(email));
    expect(signedUp.status).toBe(201);
  });

  it('keeps the address of an account that registered, past the deadline', async () => {
    const email = uniqueEmail('kept');
    await http().post('/api/authapi/auth/signup').send(signupBody(email)).expect(201);
    await app()
      .app.get(WorkflowsLeader)
      .runDue(new Date(Date.now() + 16 * 60_000));
    expect((await http().post('/api/authapi/auth/signup').send(signupBody(email))).status).toBe(409);
  });
});
