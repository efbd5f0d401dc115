import type { FileStore } from '@khru/platform';
import type { SharedSnapshots } from '@khru/projections';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pipeline } from 'node:stream/promises';

/** How often each replica sends its newest snapshot to the shared store (and at every clean stop). */
const PUBLISH_INTERVAL_MS = 10 * 60_000;

/**
 * Snapshots kept in the file store as `snapshots/<kind>.ndjson`, for replicas that share no folder (files on S3): a
 * new replica starts from the newest one instead of the first event. Never served: `/api/files` serves only the
 * public folders.
 */
export function fileStoreSnapshots(files: FileStore, kind: string): SharedSnapshots {
  const key = `snapshots/${kind}.ndjson`;
  return {
    intervalMs: PUBLISH_INTERVAL_MS,
    async fetch(path) {
      const source = await files.read(key);
      if (!source) return false;
      await mkdir(dirname(path), { recursive: true });
      await pipeline(source, createWriteStream(path));
      return true;
    },
    publish: (path) => files.putStream(key, createReadStream(path), 'application/x-ndjson'),
  };
}
