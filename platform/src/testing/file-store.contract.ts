import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { FileStore } from '../file-store/file-store.port.js';

/** A store to test, and how to clear away what the run kept. */
export interface FileStoreUnderTest {
  store: FileStore;
  dispose(): Promise<void>;
}

/** A stream that gives some bytes, then fails as a dropped upload does. */
function failingAfter(bytes: string): Readable {
  return new Readable({
    read() {
      this.push(Buffer.from(bytes));
      this.destroy(new Error('connection lost'));
    },
  });
}

/** The behaviour every file-store adapter must show (design section 9): the folder of the data directory, S3. */
export function describeFileStoreContract(name: string, open: () => Promise<FileStoreUnderTest>): void {
  describe(`file store contract: ${name}`, () => {
    let subject: FileStoreUnderTest;
    let store: FileStore;
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(async () => {
      await subject?.dispose();
    });

    it('gives back what it keeps, with its type and size', async () => {
      await store.put('notes/a.txt', Buffer.from('hello'), 'text/plain');
      expect(await store.get('notes/a.txt')).toEqual({ bytes: Buffer.from('hello'), contentType: 'text/plain' });
      expect(await store.stat('notes/a.txt')).toEqual({ size: 5, contentType: 'text/plain' });
    });

    it('keeps the latest file put under a key, type and all', async () => {
      await store.put('profile-images/u1.png', Buffer.from('first'), 'image/png');
      await store.put('profile-images/u1.png', Buffer.from('second!'), 'image/webp');
      expect(await store.get('profile-images/u1.png')).toEqual({ bytes: Buffer.from('second!'), contentType: 'image/webp' });
    });

    it('keeps a streamed file whole', async () => {
      await store.putStream('course-media/clip.mp4', Readable.from([Buffer.from('0123'), Buffer.from('456789')]), 'video/mp4');
      expect(await store.stat('course-media/clip.mp4')).toEqual({ size: 10, contentType: 'video/mp4' });
      expect((await store.get('course-media/clip.mp4'))?.bytes.toString()).toBe('0123456789');
    });

    it('keeps a streamed file larger than one upload part whole, and reads its last bytes', async () => {
      const chunk = Buffer.alloc(1024 * 1024, 'a');
      const chunks = [...Array(12).keys()].map(() => chunk);
      await store.putStream('course-media/long.mp4', Readable.from([...chunks, Buffer.from('end')]), 'video/mp4');
      const size = 12 * chunk.length + 3;
      expect(await store.stat('course-media/long.mp4')).toEqual({ size, contentType: 'video/mp4' });
      expect(await text((await store.read('course-media/long.mp4', { start: size - 4, end: size - 1 }))!)).toBe('aend');
    });

    it('keeps nothing of a stream that fails', async () => {
      await expect(store.putStream('course-media/broken.mp4', failingAfter('part'), 'video/mp4')).rejects.toThrow();
      expect(await store.stat('course-media/broken.mp4')).toBeNull();
      expect(await store.get('course-media/broken.mp4')).toBeNull();
    });

    it('leaves the file already under a key as it was when a stream replacing it fails', async () => {
      await store.put('course-media/kept.mp4', Buffer.from('original'), 'video/mp4');
      await expect(store.putStream('course-media/kept.mp4', failingAfter('replacement'), 'video/webm')).rejects.toThrow();
      expect(await store.get('course-media/kept.mp4')).toEqual({ bytes: Buffer.from('original'), contentType: 'video/mp4' });
    });

    it('reads the whole file or the bytes of one range, both ends included', async () => {
      await store.put('course-media/range.mp4', Buffer.from('0123456789'), 'video/mp4');
      expect(await text((await store.read('course-media/range.mp4'))!)).toBe('0123456789');
      expect(await text((await store.read('course-media/range.mp4', { start: 2, end: 5 }))!)).toBe('2345');
      expect(await text((await store.read('course-media/range.mp4', { start: 9, end: 9 }))!)).toBe('9');
    });

    it('deletes a file, and deleting one that is not there is no error', async () => {
      await store.put('certificates/c1.pdf', Buffer.from('%PDF'), 'application/pdf');
      await store.delete('certificates/c1.pdf');
      expect(await store.stat('certificates/c1.pdf')).toBeNull();
      await store.delete('certificates/c1.pdf');
    });

    it('answers null for a missing file or a key outside the pattern, and refuses to write outside it', async () => {
      expect(await store.stat('course-media/none.mp4')).toBeNull();
      expect(await store.get('course-media/none.mp4')).toBeNull();
      expect(await store.read('course-media/none.mp4')).toBeNull();
      expect(await store.stat('../jwt-secret')).toBeNull();
      expect(await store.read('course-media/../../jwt-secret.txt')).toBeNull();
      await expect(store.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid file key');
      await expect(store.putStream('../escape.txt', Readable.from([]), 'text/plain')).rejects.toThrow('Invalid file key');
      await expect(store.delete('../escape.txt')).rejects.toThrow('Invalid file key');
    });
  });
}
