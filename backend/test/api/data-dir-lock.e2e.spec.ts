import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

const main = join(dirname(fileURLToPath(import.meta.url)), '../../dist/main.js');

describe('embedded data directory', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await startTestApp('pglite');
  });
  afterAll(async () => {
    await subject?.dispose();
  });

  it('refuses a second process on the same data directory at once, with a clear message, and the data stays intact', async () => {
    expect(existsSync(main)).toBe(true);
    const before = await request(subject.app.getHttpServer()).get('/api/health').expect(200);
    const second = spawnSync(process.execPath, [main], {
      env: { ...process.env, DATA_DIR: subject.config.dataDir, PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(second.status).toBe(2);
    expect(second.stderr).toContain('is in use by another Khru process');
    const after = await request(subject.app.getHttpServer()).get('/api/health').expect(200);
    expect(after.body.eventStore.head).toBe(before.body.eventStore.head);
    subject = await subject.restart();
    const reopened = await request(subject.app.getHttpServer()).get('/api/coursesapi/category').expect(200);
    expect(reopened.body.totalCount).toBe(10);
  });

  it('refuses to start with a bad variable, naming it', () => {
    const run = spawnSync(process.execPath, [main], { env: { ...process.env, PORT: 'eighty', READ_STORE: 'redis' }, encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('PORT must be a whole number');
    expect(run.stderr).toContain('READ_STORE must be one of memory, mongodb');
  });
});
