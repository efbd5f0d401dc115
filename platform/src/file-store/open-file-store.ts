import { join } from 'node:path';
import type { FileStore } from './file-store.port.js';
import { FolderFileStore } from './folder-file-store.js';
import type { S3Settings } from './s3-file-store.js';

/**
 * An S3-compatible bucket when `S3_URL` is set; otherwise the `files/` folder of the data directory. The AWS SDK is
 * loaded only for a bucket: the embedded default never pays for its imports.
 */
export async function openFileStore(config: { s3: S3Settings | null; dataDir: string }): Promise<FileStore> {
  if (!config.s3) return new FolderFileStore(join(config.dataDir, 'files'));
  const { S3FileStore } = await import('./s3-file-store.js');
  return new S3FileStore(config.s3);
}
