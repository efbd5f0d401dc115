import { afterAll, beforeAll } from '@jest/globals';
import { loadRuntimeConfig, type RuntimeConfig } from '@khru/platform';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootstrap } from '../../src/bootstrap.js';
import request from 'supertest';
import { fillFromSeededTemplate, type StoreProfile } from './seeded-data-template.js';
import { testAppSettings } from './test-app-settings.js';

export type { StoreProfile };

export interface TestApp {
  app: NestExpressApplication;
  config: RuntimeConfig;
  /** Closes the app; the data stays for a restart (which may follow a close) unless `dispose` is called. */
  close(): Promise<void>;
  restart(): Promise<TestApp>;
  dispose(): Promise<void>;
}

/** The profiles the API suite runs on: PGlite always, the PostgreSQL server when DATABASE_URL is set. */
export const STORE_PROFILES: StoreProfile[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Holds a free loopback port until the app takes it, so the app's configured PUBLIC_URL is its real address. */
async function reservePort(): Promise<Server> {
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  return holder;
}

export async function startTestApp(profile: StoreProfile = 'pglite', env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'khru-api-'));
  const database = await fillFromSeededTemplate(profile, env, dataDir);
  let reserved: Server | null = await reservePort();
  const port = (reserved.address() as AddressInfo).port;
  const config = loadRuntimeConfig(testAppSettings(dataDir, port, database?.url ?? null, env));
  const release = async () => {
    const holder = reserved;
    reserved = null;
    if (holder) await new Promise((resolve) => holder.close(resolve));
  };
  const start = async (): Promise<TestApp> => {
    const app = await bootstrap(config, { logs: false, onLockCompromised: () => undefined }).finally(release);
    await app.listen(config.port, '127.0.0.1');
    let closed = false;
    const closeOnce = async () => {
      if (closed) return;
      closed = true;
      await app.close();
    };
    return {
      app,
      config,
      close: closeOnce,
      async restart() {
        await closeOnce();
        return start();
      },
      async dispose() {
        await closeOnce();
        await database?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  };
  return start();
}

/**
 * Starts one app per suite (beforeAll) and disposes of it afterwards; `subject()` is the running app,
 * `http()` a supertest agent on it.
 */
export function useTestApp(profile: StoreProfile, env: Record<string, string> = {}): { subject: () => TestApp; http: () => ReturnType<typeof request> } {
  let subject: TestApp | undefined;
  beforeAll(async () => {
    subject = await startTestApp(profile, env);
  });
  afterAll(async () => {
    await subject?.dispose();
  });
  const running = () => {
    if (!subject) throw new Error('the test app has not started');
    return subject;
  };
  return { subject: running, http: () => request(running().app.getHttpServer()) };
}
