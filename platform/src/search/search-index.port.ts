/** Text in both languages. */
export interface BilingualText {
  en: string;
  th: string;
}

/**
 * One searchable thing (a course, an instructor, a category, a bundle). `title` outranks the titles
 * of the entries it `refs`, which outrank `text`; `fields` come back with every hit so a suggestion
 * list needs no second read.
 */
export interface SearchEntry {
  /** Unique across kinds, e.g. `course:python-for-beginners`. */
  id: string;
  kind: string;
  refId: string;
  /** Hidden entries (drafts, withdrawn items) stay indexed so they can come back, but are never found. */
  visible: boolean;
  title: BilingualText;
  text: BilingualText;
  /**
   * Ids of entries whose titles are words of this one too (a course's category, sub-category, job
   * function and instructor): the index reads them when it indexes this entry and again whenever one
   * of them changes, so a renamed category is found in its courses.
   */
  refs?: readonly string[];
  fields: Record<string, string | number | boolean | null>;
}

export interface SearchHit {
  entry: SearchEntry;
  score: number;
  /** Whether the words were found in the title (titles rank first). */
  inTitle: boolean;
  /** Whether the words were found in the titles of the entries it refs (ranked after titles, before descriptions). */
  inRefs: boolean;
}

export interface SearchOptions {
  kinds?: readonly string[];
  limit?: number;
}

/**
 * Full-text search over the catalogue in Thai and English (design.md section 9). Fed by a
 * projection; empty text finds nothing.
 */
export interface SearchIndex {
  get(id: string): Promise<SearchEntry | null>;
  upsert(entry: SearchEntry): Promise<void>;
  remove(id: string): Promise<void>;
  search(text: string, options?: SearchOptions): Promise<SearchHit[]>;
}

/** An index held in this process's memory, whose entries a snapshot can keep and give back. */
export interface SnapshotableSearchIndex extends SearchIndex {
  exportEntries(): SearchEntry[];
  importEntries(entries: readonly SearchEntry[]): void;
}

export function isSnapshotable(index: SearchIndex): index is SnapshotableSearchIndex {
  return typeof (index as Partial<SnapshotableSearchIndex>).exportEntries === 'function';
}
