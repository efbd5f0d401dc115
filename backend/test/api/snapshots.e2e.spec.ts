import { afterAll, describe, expect, it } from '@jest/globals';
import type { EventStore } from '@khru/platform';
import type { ProjectionRunner } from '@khru/projections';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { EVENT_STORE, PROJECTION_RUNNER } from '../../src/kernel/infrastructure/tokens.js';
import { bearer, signup, uniqueEmail } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('read-model snapshots on the embedded default', () => {
  let subject: TestApp;
  afterAll(async () => {
    await subject?.dispose();
  });
  const http = () => request(subject.app.getHttpServer());
  const snapshotFile = (kind: string) => join(subject.config.dataDir, 'snapshots', `${kind}.ndjson`);
  const startedFrom = () => subject.app.get<ProjectionRunner>(PROJECTION_RUNNER).startedFrom;
  /** After a start the read models catch up from where they began; reads wait for that, as clients do with `?after=`. */
  const caughtUp = async () => {
    const head = await subject.app.get<EventStore>(EVENT_STORE).headPosition();
    if (head) expect(await subject.app.get<ProjectionRunner>(PROJECTION_RUNNER).waitFor(head, 30_000)).toBe(true);
  };

  it('starts from the snapshot a clean stop wrote, with the same answers, and rebuilds from the first event when it is damaged', async () => {
    // A test app starts as a restart of a seeded template (../support/seeded-data-template.ts): from its snapshot.
    subject = await startTestApp('pglite');
    const seeded = startedFrom();
    expect(seeded).not.toBeNull();
    const email = uniqueEmail('snapshot');
    const me = await signup(subject, email);
    const before = (await http().get(`/api/userprofileapi/user/${me.id}`).set(bearer(me)).expect(200)).body;
    const found = (await http().get('/api/searchapi/suggest/global').query({ search: 'การตลาด' }).expect(200)).body;
    expect(JSON.stringify(found)).toContain('course');

    subject = await subject.restart();
    await caughtUp();
    for (const kind of ['read-models', 'search', 'workflows']) expect(existsSync(snapshotFile(kind))).toBe(true);
    expect(startedFrom()!.commit).toBeGreaterThan(seeded!.commit);
    expect((await http().get(`/api/userprofileapi/user/${me.id}`).set(bearer(me)).expect(200)).body).toEqual(before);
    expect((await http().get('/api/searchapi/suggest/global').query({ search: 'การตลาด' }).expect(200)).body).toEqual(found);
    await http().post('/api/authapi/auth/login').send({ email, password: 'correct-horse-1' }).expect(200);

    await subject.close();
    const lines = readFileSync(snapshotFile('read-models'), 'utf8').split('\n');
    writeFileSync(snapshotFile('read-models'), lines.slice(0, Math.floor(lines.length / 2)).join('\n'));
    subject = await subject.restart();
    await caughtUp();
    expect(startedFrom()).toBeNull();
    expect((await http().get(`/api/userprofileapi/user/${me.id}`).set(bearer(me)).expect(200)).body).toEqual({ ...before, lastLoginAt: expect.any(String) });
    // Three starts and a rebuild from the first event: on a busy two-core machine that can pass the default minute.
  }, 180_000);
});
