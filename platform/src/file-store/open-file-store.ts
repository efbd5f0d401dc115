import { join } from 'node:path';
import type { FileStore } from './file-store.port.js';
import { FolderFileStore } from './folder-file-store.js';
import { S3FileStore, type S3Settings } from './s3-file-store.js';

/** An S3-compatible bucket when `S3_URL` is set; otherwise the `files/` folder of the data directory. */
export function openFileStore(config: { s3: S3Settings | null; dataDir: string }): FileStore {
  return config.s3 ? new S3FileStore(config.s3) : new FolderFileStore(join(config.dataDir, 'files'));
}
