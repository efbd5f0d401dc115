import type { RecordedEvent, SearchEntry } from '@khru/platform';

/**
 * Keeps entries of the SearchIndex: an event names the entries it touches, and each is evolved
 * like a document (`null` removes it).
 */
export interface SearchProjection {
  name: string;
  handles: readonly string[];
  entryIds(event: RecordedEvent): string[];
  evolve(entry: SearchEntry | null, event: RecordedEvent, entryId: string): SearchEntry | null;
}
