import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FolderFileStore } from './folder-file-store.js';

// What every file store does is in file-store.contract.int.spec.ts; here, what only the folder shows.
describe('the folder file store', () => {
  let folder: string;
  let store: FolderFileStore;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'khru-files-'));
    store = new FolderFileStore(folder);
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps a streamed file beside its type, leaving no partial file behind', async () => {
    await store.putStream('course-media/clip.mp4', Readable.from([Buffer.from('0123'), Buffer.from('456789')]), 'video/mp4');
    expect(readdirSync(join(folder, 'course-media')).sort()).toEqual(['clip.mp4', 'clip.mp4.type']);
  });

  it('leaves nothing on disk of a stream that fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('part'));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(store.putStream('course-media/broken.mp4', failing, 'video/mp4')).rejects.toThrow('connection lost');
    expect(readdirSync(join(folder, 'course-media'))).toEqual([]);
  });
});
