import { AsyncLocalStorage } from 'node:async_hooks';

/** Something whose content can be read, and whose `version` changes whenever that content changes. */
export interface VersionedSource {
  readonly version: number;
}

/**
 * What one piece of work (an HTTP request) read: each source with the version it had at its first read.
 * An answer built only from these reads is still right for as long as every version is unchanged.
 */
export class ReadSet {
  readonly reads = new Map<VersionedSource, number>();

  note(source: VersionedSource): void {
    if (!this.reads.has(source)) this.reads.set(source, source.version);
  }

  /** Whether nothing it read has changed since. */
  isCurrent(): boolean {
    for (const [source, version] of this.reads) if (source.version !== version) return false;
    return true;
  }
}

const current = new AsyncLocalStorage<ReadSet>();

/** Runs `work` (and everything it starts) recording its reads into `set`. */
export function trackReads<T>(set: ReadSet, work: () => T): T {
  return current.run(set, work);
}

/** Called by a source on every read: records it in the read set of the work under way, if any. */
export function noteRead(source: VersionedSource): void {
  current.getStore()?.note(source);
}
