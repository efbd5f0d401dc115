export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/** Keeps files such as profile images and certificates (design section 9). Keys are `/`-separated. */
export interface FileStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

/** Keys are made by the server from ids and fixed words; anything else is refused before any I/O. */
export const FILE_KEY_PATTERN = /^[a-z0-9-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/;
