import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_KEY_PATTERN, type ByteRange, type FileStore, type StoredFile, type StoredFileInfo } from './file-store.port.js';

/** The embedded file store: a folder of the data directory, with the content type beside each file. */
export class FolderFileStore implements FileStore {
  constructor(readonly folder: string) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
    await writeFile(`${path}.type`, contentType);
  }

  async putStream(key: string, source: Readable, contentType: string): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside the file and renamed when whole: a reader never sees half a video.
    const partial = `${path}.${randomUUID()}.part`;
    try {
      await pipeline(source, createWriteStream(partial));
      await writeFile(`${path}.type`, contentType);
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!FILE_KEY_PATTERN.test(key)) return null;
    const path = this.path(key);
    try {
      const [bytes, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8')]);
      return { bytes, contentType };
    } catch {
      return null;
    }
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    if (!FILE_KEY_PATTERN.test(key)) return null;
    const path = this.path(key);
    try {
      const [info, contentType] = await Promise.all([stat(path), readFile(`${path}.type`, 'utf8')]);
      return info.isFile() ? { size: info.size, contentType } : null;
    } catch {
      return null;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    if (!(await this.stat(key))) return null;
    return createReadStream(this.path(key), range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    const path = this.path(key);
    await rm(path, { force: true });
    await rm(`${path}.type`, { force: true });
  }

  private path(key: string): string {
    if (!FILE_KEY_PATTERN.test(key)) throw new Error(`Invalid file key: ${key}`);
    return join(this.folder, ...key.split('/'));
  }
}
