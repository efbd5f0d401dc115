import type { GlobalPosition } from '../event-store/position.js';

/** Held while this process is the one runner of something (workflows, deadlines). */
export interface Lease {
  release(): Promise<void>;
}

/**
 * What the single runner of workflows and deadlines needs besides the feed: a lease so that two API
 * replicas never act twice, and checkpoints that survive a restart (unlike in-memory read models,
 * a workflow that forgot its place would send every command again).
 */
export interface Coordination {
  /** The lease on `name`, or null while another process holds it. */
  tryAcquire(name: string): Promise<Lease | null>;
  loadCheckpoint(name: string): Promise<GlobalPosition | null>;
  saveCheckpoint(name: string, position: GlobalPosition): Promise<void>;
  close(): Promise<void>;
}
