import { describe, it } from '@jest/globals';
import { DeleteBucketCommand, DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadRuntimeConfig } from '../config/runtime-config.js';
import { describeFileStoreContract } from '../testing/file-store.contract.js';
import { FolderFileStore } from './folder-file-store.js';
import { S3FileStore, type S3Settings } from './s3-file-store.js';

describeFileStoreContract('folder', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'khru-files-'));
  return { store: new FolderFileStore(folder), dispose: () => rm(folder, { recursive: true, force: true }) };
});

/** Empties the run's bucket and removes it. */
async function dropBucket(settings: S3Settings): Promise<void> {
  const { url, region, accessKeyId, secretAccessKey, bucket } = settings;
  const client = new S3Client({
    endpoint: url,
    region,
    forcePathStyle: true,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    const objects = (listed.Contents ?? []).map(({ Key }) => ({ Key }));
    if (objects.length > 0) await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects } }));
    await client.send(new DeleteBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
}

// The S3 settings the application would read, in a bucket of the run's own.
const s3 = loadRuntimeConfig(Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('S3_')))).s3;
if (s3) {
  describeFileStoreContract('S3', async () => {
    const settings = { ...s3, bucket: `khru-contract-${Date.now()}` };
    return { store: new S3FileStore(settings), dispose: () => dropBucket(settings) };
  });
} else {
  describe('file store contract: S3', () => {
    it.skip('skipped: set S3_URL (and S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) to run it against an S3-compatible store', () => undefined);
  });
}
