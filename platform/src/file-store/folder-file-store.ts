import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { FILE_KEY_PATTERN, type FileStore, type StoredFile } from './file-store.port.js';

/** The embedded file store: a folder of the data directory, with the content type beside each file. */
export class FolderFileStore implements FileStore {
  constructor(readonly folder: string) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
    await writeFile(`${path}.type`, contentType);
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
