import { describe, expect, it } from '@jest/globals';
import { FolderFileStore } from '@khru/platform';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publicFileKey } from '../files/public-files.js';
import { fileStoreSnapshots } from './shared-snapshots.js';

describe('snapshots kept in the file store', () => {
  it('fetch nothing until one is published, then the bytes published, under snapshots/ where no one is served them', async () => {
    const root = await mkdtemp(join(tmpdir(), 'khru-shared-snapshots-'));
    const files = new FolderFileStore(join(root, 'bucket'));
    const shared = fileStoreSnapshots(files, 'read-models');
    const copy = join(root, 'new-replica', 'snapshots', 'read-models.ndjson.shared');
    expect(await shared.fetch(copy)).toBe(false);

    const written = join(root, 'read-models.ndjson');
    await writeFile(written, '{"format":1}\n{"c":"users"}\n');
    await shared.publish(written);
    expect(await shared.fetch(copy)).toBe(true);
    expect(await readFile(copy, 'utf8')).toBe('{"format":1}\n{"c":"users"}\n');
    expect(await files.stat('snapshots/read-models.ndjson')).toMatchObject({ size: 27 });
    // Every read model in one file: never served at /api/files.
    expect(publicFileKey('snapshots/read-models.ndjson')).toBeNull();
  });
});
