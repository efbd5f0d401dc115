/** `GET /api/health`. */
export interface HealthResponse {
  status: 'ok' | 'degraded' | 'down';
  eventStore: { kind: string; reachable: boolean; head: string | null };
  /** `startedFrom`: the snapshot's position this process started from; null when it folded the feed from the first event. */
  projections: { position: string | null; lag: number | null; caughtUp: boolean; startedFrom: string | null };
  readStore: { kind: string };
  /** Whether this replica holds the lease that runs workflows and deadlines (one replica of a cluster does). */
  workflows: { leading: boolean };
  uptimeSeconds: number;
}
