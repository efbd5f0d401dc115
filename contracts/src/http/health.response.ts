/** `GET /api/health`. */
export interface HealthResponse {
  status: 'ok' | 'degraded' | 'down';
  eventStore: { kind: string; reachable: boolean; head: string | null };
  projections: { position: string | null; lag: number | null; caughtUp: boolean };
  readStore: { kind: string };
  uptimeSeconds: number;
}
