import { describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { SERVER_TEST_TIMEOUT, serverEnv, serverMain, startServer } from '../support/server-process.js';

describe('stopping `npm start` with a signal', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'a %s sent to npm stops the server, which exits with 0 and releases the data directory',
    async (signal) => {
      expect(existsSync(serverMain)).toBe(true);
      const dataDir = mkdtempSync(join(tmpdir(), 'khru-start-'));
      try {
        // `--ignore-scripts` skips only the `prestart` build: the tests run on what CI built.
        const started = await startServer('npm', ['start', '--ignore-scripts'], serverEnv(dataDir));
        await request(started.url).get('/api/health').expect(200);

        started.child.kill(signal);
        expect(await started.exited).toMatchObject({ code: 0, signal: null });
        await expect(request(started.url).get('/api/health')).rejects.toThrow();
        expect(existsSync(join(dataDir, 'khru.lock'))).toBe(false);

        const again = await startServer(process.execPath, [serverMain], serverEnv(dataDir));
        await request(again.url).get('/api/health').expect(200);
        again.child.kill('SIGTERM');
        expect((await again.exited).code).toBe(0);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    SERVER_TEST_TIMEOUT,
  );
});
