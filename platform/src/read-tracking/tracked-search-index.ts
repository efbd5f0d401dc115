import type { SearchEntry, SearchHit, SearchOptions, SnapshotableSearchIndex } from '../search/search-index.port.js';
import { noteRead, type VersionedSource } from './read-set.js';

/**
 * A search index whose reads are noted in the read set of the work under way, and whose version counts
 * every change, so an answer built from a search can tell whether it still holds.
 */
export class TrackedSearchIndex implements SnapshotableSearchIndex, VersionedSource {
  version = 0;

  constructor(private readonly inner: SnapshotableSearchIndex) {}

  get(id: string): Promise<SearchEntry | null> {
    noteRead(this);
    return this.inner.get(id);
  }

  search(text: string, options?: SearchOptions): Promise<SearchHit[]> {
    noteRead(this);
    return this.inner.search(text, options);
  }

  async upsert(entry: SearchEntry): Promise<void> {
    this.version += 1;
    await this.inner.upsert(entry);
  }

  async remove(id: string): Promise<void> {
    this.version += 1;
    await this.inner.remove(id);
  }

  exportEntries(): SearchEntry[] {
    return this.inner.exportEntries();
  }

  importEntries(entries: readonly SearchEntry[]): void {
    this.version += 1;
    this.inner.importEntries(entries);
  }
}
