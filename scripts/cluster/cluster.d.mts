// The types of ./cluster.mjs, for the TypeScript suites and benchmarks that start a cluster.
import type { ChildProcess } from 'node:child_process';

export interface ClusterReplica {
  index: number;
  port: number;
  url: string;
  child: ChildProcess | null;
  exited: Promise<unknown>;
  log: string;
  start(extraEnv?: Record<string, string>, limitMs?: number): Promise<void>;
  kill(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

export interface ClusterOptions {
  replicas?: number;
  serverUrl?: string;
  redisUrl?: string;
  databaseUrl?: string;
  dataDir?: string;
  runDirIn?: string;
  port?: number;
  env?: Record<string, string>;
}

export interface Cluster {
  url: string;
  runDir: string;
  dataDir: string;
  databaseUrl: string;
  /** Every replica's environment (less its PORT). */
  env: Record<string, string>;
  redisKeyPrefix: string;
  replicas: ClusterReplica[];
  accessLog: string;
  stop(): Promise<void>;
}

export const serverMain: string;
export function clockMovedBy(offset: string): Record<string, string>;
export function makeReplica(index: number, port: number, env: Record<string, string>, log: string): ClusterReplica;
export function freePort(): Promise<number>;
export function startCluster(options?: ClusterOptions): Promise<Cluster>;
