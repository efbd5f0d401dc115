import { openEventStore, type EventStore, type NewEvent } from '@khru/platform';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { WorkflowsLeader } from '../../src/kernel/workflows/workflows-leader.js';
import { eventually } from './eventually.js';
import type { TestApp } from './test-app.js';

/** An event as a request appends it, written straight to the store. */
export const rawEvent = (type: string, data: object): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { correlationId: 'stopped', causationId: 'stopped', occurredAt: new Date().toISOString() },
});

/**
 * Stops the app, lets `write` append to its event store while no process runs (what a request that
 * died right after its one fact leaves behind), then starts it again and waits until its workflows
 * have acted on everything.
 */
export async function whileStopped(subject: TestApp, write: (store: EventStore) => Promise<void>): Promise<TestApp> {
  await subject.close();
  const { databaseUrl, dataDir } = subject.config;
  const store = await openEventStore(databaseUrl ? { kind: 'postgres', databaseUrl } : { kind: 'postgres', pgliteDir: join(dataDir, 'eventstore') });
  try {
    await write(store);
  } finally {
    await store.close();
  }
  const restarted = await subject.restart();
  await eventually(
    () => restarted.app.get(WorkflowsLeader).idle(),
    (idle) => idle,
  );
  return restarted;
}
