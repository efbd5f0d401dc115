import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { SearchEntry, SearchHit, SearchIndex, SearchOptions } from './search-index.port.js';
import { normalizeWord, thaiRuns, typoAllowance, words } from './search-text.js';

interface Indexed {
  id: string;
  titleEn: string;
  titleTh: string;
  textEn: string;
  textTh: string;
}

const TITLE_FIELDS = ['titleEn', 'titleTh'];

/**
 * The embedded SearchIndex: MiniSearch in memory, with Thai word segmentation. Every word of the
 * query must match (so a common word like "การ" does not flood results); the last word may be
 * unfinished; English words forgive one typo.
 */
export class MiniSearchIndex implements SearchIndex {
  private readonly entries = new Map<string, SearchEntry>();
  private readonly mini = new MiniSearch<Indexed>({
    fields: ['titleEn', 'titleTh', 'textEn', 'textTh'],
    tokenize: words,
    processTerm: (term) => normalizeWord(term) || null,
    searchOptions: {
      combineWith: 'AND',
      prefix: (term) => term.length >= 2,
      fuzzy: (term) => typoAllowance(term),
      boost: { titleEn: 4, titleTh: 4 },
    },
  });

  async get(id: string): Promise<SearchEntry | null> {
    return this.entries.get(id) ?? null;
  }

  async upsert(entry: SearchEntry): Promise<void> {
    const indexed = { id: entry.id, titleEn: entry.title.en, titleTh: entry.title.th, textEn: entry.text.en, textTh: entry.text.th };
    if (this.entries.has(entry.id)) this.mini.replace(indexed);
    else this.mini.add(indexed);
    this.entries.set(entry.id, entry);
  }

  /** Every entry as it is now (entries are replaced, never changed in place), for a snapshot. */
  exportEntries(): SearchEntry[] {
    return [...this.entries.values()];
  }

  /** Indexes the entries a snapshot kept, all at once. */
  importEntries(entries: readonly SearchEntry[]): void {
    for (const entry of entries) this.entries.set(entry.id, entry);
    this.mini.addAll(entries.map((entry) => ({ id: entry.id, titleEn: entry.title.en, titleTh: entry.title.th, textEn: entry.text.en, textTh: entry.text.th })));
  }

  async remove(id: string): Promise<void> {
    if (!this.entries.has(id)) return;
    this.mini.discard(id);
    this.entries.delete(id);
  }

  async search(text: string, options: SearchOptions = {}): Promise<SearchHit[]> {
    const trimmed = text.trim();
    if (words(trimmed).length === 0) return [];
    const query: Query = {
      combineWith: 'OR',
      queries: [{ queries: [trimmed], combineWith: 'AND' }, ...thaiRuns(trimmed).map((run) => ({ queries: [run], tokenize: (s: string) => [s], prefix: true, fuzzy: false }))],
    };
    const phrase = normalizeWord(trimmed);
    const ranked = this.mini
      .search(query, { filter: (result) => this.accepts(result, options) })
      .map((result) => {
        const entry = this.entries.get(result.id as string)!;
        const titles = [entry.title.en, entry.title.th].map(normalizeWord);
        // The words as typed, together, beat the same words apart: an exact title first, then a title containing them.
        const closeness = titles.includes(phrase) ? 2 : titles.some((t) => t.includes(phrase)) ? 1 : 0;
        return { hit: { entry, score: result.score, inTitle: matchedTitle(result) }, closeness };
      })
      .sort((a, b) => b.closeness - a.closeness || Number(b.hit.inTitle) - Number(a.hit.inTitle) || b.hit.score - a.hit.score)
      .map((r) => r.hit);
    return options.limit === undefined ? ranked : ranked.slice(0, options.limit);
  }

  private accepts(result: SearchResult, { kinds }: SearchOptions): boolean {
    const entry = this.entries.get(result.id as string);
    return Boolean(entry?.visible && (!kinds || kinds.includes(entry.kind)));
  }
}

const matchedTitle = (result: SearchResult) => Object.values(result.match).some((fields) => fields.some((f) => TITLE_FIELDS.includes(f)));
