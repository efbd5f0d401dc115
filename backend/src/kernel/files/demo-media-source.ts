import { Inject, Injectable } from '@nestjs/common';
import type { ByteRange, StoredFileInfo } from '@khru/platform';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { SEED_DIR } from '../infrastructure/tokens.js';
import { demoClipFile } from './demo-media.js';

/**
 * The demo clips of the seed's `media` folder, read-only, for the media route beside the FileStore (ADR 27):
 * they ship with the code rather than live in the store, yet are served by signed address only.
 */
@Injectable()
export class DemoMediaSource {
  private readonly folder: string;

  constructor(@Inject(SEED_DIR) seedDir: string) {
    this.folder = join(seedDir, 'media');
  }

  /** The clip's size and type; null for a key that is no plain clip name or a file that is not there. */
  async stat(key: string): Promise<StoredFileInfo | null> {
    const file = demoClipFile(key);
    if (!file) return null;
    try {
      const info = await stat(join(this.folder, file.name));
      return info.isFile() ? { size: info.size, contentType: file.contentType } : null;
    } catch {
      return null;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    const file = demoClipFile(key);
    if (!file || !(await this.stat(key))) return null;
    return createReadStream(join(this.folder, file.name), range ? { start: range.start, end: range.end } : {});
  }
}
