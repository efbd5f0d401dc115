import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { FolderFileStore } from './folder-file-store.js';

describe('the folder file store', () => {
  let folder: string;
  let store: FolderFileStore;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'khru-files-'));
    store = new FolderFileStore(folder);
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('gives back what it keeps, with its type and size', async () => {
    await store.put('notes/a.txt', Buffer.from('hello'), 'text/plain');
    expect(await store.get('notes/a.txt')).toEqual({ bytes: Buffer.from('hello'), contentType: 'text/plain' });
    expect(await store.stat('notes/a.txt')).toEqual({ size: 5, contentType: 'text/plain' });
  });

  it('keeps a streamed file whole, leaving no partial file behind', async () => {
    await store.putStream('course-media/clip.mp4', Readable.from([Buffer.from('0123'), Buffer.from('456789')]), 'video/mp4');
    expect(await store.stat('course-media/clip.mp4')).toEqual({ size: 10, contentType: 'video/mp4' });
    expect(readdirSync(join(folder, 'course-media')).sort()).toEqual(['clip.mp4', 'clip.mp4.type']);
  });

  it('keeps nothing of a stream that fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('part'));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(store.putStream('course-media/broken.mp4', failing, 'video/mp4')).rejects.toThrow('connection lost');
    expect(await store.stat('course-media/broken.mp4')).toBeNull();
    expect(readdirSync(join(folder, 'course-media'))).toEqual([]);
  });

  it('reads the whole file or the bytes of one range, both ends included', async () => {
    await store.put('course-media/clip.mp4', Buffer.from('0123456789'), 'video/mp4');
    expect(await text((await store.read('course-media/clip.mp4'))!)).toBe('0123456789');
    expect(await text((await store.read('course-media/clip.mp4', { start: 2, end: 5 }))!)).toBe('2345');
    expect(await text((await store.read('course-media/clip.mp4', { start: 9, end: 9 }))!)).toBe('9');
  });

  it('answers null for a missing file or a key outside the pattern, without touching the disk', async () => {
    expect(await store.stat('course-media/none.mp4')).toBeNull();
    expect(await store.read('course-media/none.mp4')).toBeNull();
    expect(await store.stat('../jwt-secret')).toBeNull();
    expect(await store.read('course-media/../../jwt-secret.txt')).toBeNull();
    await expect(store.putStream('../escape.txt', Readable.from([]), 'text/plain')).rejects.toThrow('Invalid file key');
  });
});
