import type { LeaseTerms, RuntimeConfig } from '@khru/platform';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { RunnerLogger } from '../runner/runner-logger.js';

type Level = 'info' | 'error' | 'fatal';

/** What the standalone services (projections, relay) share: JSON log lines and a clean stop on signals. */
export function serviceLogger(service: string) {
  return (level: Level, msg: string, details: object = {}) => console.log(JSON.stringify({ level, time: new Date().toISOString(), service, msg, ...details }));
}

/** The same log lines, for the runners and the lease. */
export function serviceRunnerLogger(log: ReturnType<typeof serviceLogger>): RunnerLogger {
  return { info: (msg, details) => log('info', msg, details), error: (msg, details) => log('error', msg, details) };
}

/** A renewal every 5 s: a holder that died is replaced within 20 s, one that stopped cleanly within 5 s. */
const LEASE_TTL_MS = 15_000;

/** This process's terms for a writer lease; the holder names the host and pid for whoever reads `_leases`. */
export function processLeaseTerms(): LeaseTerms {
  return { holder: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`, ttlMs: LEASE_TTL_MS, clock: Date.now };
}

/**
 * Why these settings cannot run a standalone service, or null. Such a service shares the event store
 * with the API (PGlite belongs to one process) and keeps its checkpoint and lease in MongoDB.
 */
export function sharedStoresProblem(config: Pick<RuntimeConfig, 'eventStore' | 'databaseUrl' | 'readStore'>): string | null {
  if (config.eventStore === 'postgres' && !config.databaseUrl)
    return 'set EVENT_STORE=kurrentdb (with KURRENTDB_URL) or DATABASE_URL: PGlite belongs to one process';
  if (config.readStore !== 'mongodb') return 'set READ_STORE=mongodb (with MONGODB_URL): the read models, checkpoints and leases live there';
  return null;
}

/** On SIGINT or SIGTERM, runs the stops in order (writer before stores), then exits. */
export function stopOnSignals(...stops: (() => Promise<void>)[]): void {
  const shutdown = async () => {
    for (const stop of stops) await stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}
