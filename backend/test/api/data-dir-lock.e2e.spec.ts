import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { SERVER_TEST_TIMEOUT, serverEnv, serverMain as main, startServer } from '../support/server-process.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('embedded data directory', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await startTestApp('pglite');
  });
  afterAll(async () => {
    await subject?.dispose();
  });

  it('refuses a second process on the same data directory at once, naming the live holder, with its own exit status, and the data stays intact', async () => {
    expect(existsSync(main)).toBe(true);
    const before = await request(subject.app.getHttpServer()).get('/api/health').expect(200);
    const second = spawnSync(process.execPath, [main], {
      env: serverEnv(subject.config.dataDir),
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(second.status).toBe(4);
    expect(second.stderr).toContain(`is in use by another Khru process (pid ${process.pid}, still running)`);
    const after = await request(subject.app.getHttpServer()).get('/api/health').expect(200);
    expect(after.body.eventStore.head).toBe(before.body.eventStore.head);
    subject = await subject.restart();
    const reopened = await request(subject.app.getHttpServer()).get('/api/coursesapi/category').expect(200);
    expect(reopened.body.totalCount).toBe(10);
  });

  it(
    'restarts at once on the data directory of a server killed with SIGKILL',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'khru-crash-'));
      try {
        const crashed = await startServer(process.execPath, [main], serverEnv(dataDir));
        await request(crashed.url).get('/api/health').expect(200);
        crashed.child.kill('SIGKILL');
        expect((await crashed.exited).signal).toBe('SIGKILL');
        expect(existsSync(join(dataDir, 'khru.lock'))).toBe(true);
        const restarted = await startServer(process.execPath, [main], serverEnv(dataDir));
        await request(restarted.url).get('/api/health').expect(200);
        restarted.child.kill('SIGTERM');
        expect((await restarted.exited).code).toBe(0);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    SERVER_TEST_TIMEOUT,
  );

  it('refuses to start with a bad variable, naming it', () => {
    const run = spawnSync(process.execPath, [main], {
      env: { ...process.env, PORT: 'eighty', READ_STORE: 'redis' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('PORT must be a whole number');
    expect(run.stderr).toContain('READ_STORE must be one of memory, mongodb');
  });
});
