import type { Readable } from 'node:stream';

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/** What is known of a stored file without reading it: enough to answer a range request. */
export interface StoredFileInfo {
  size: number;
  contentType: string;
}

/** Bytes `start` to `end` of a file, both included (as in HTTP's `Range`). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Keeps files such as profile images and certificates (design section 9). Keys are `/`-separated. */
export interface FileStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Keeps a file read from a stream (a large upload), never holding it whole in memory; a half-written file is never read. */
  putStream(key: string, source: Readable, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  stat(key: string): Promise<StoredFileInfo | null>;
  /** The file's bytes as a stream, all of them or one range of them; null when there is no such file. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

/** Keys are made by the server from ids and fixed words; anything else is refused before any I/O. */
export const FILE_KEY_PATTERN = /^[a-z0-9-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/;
