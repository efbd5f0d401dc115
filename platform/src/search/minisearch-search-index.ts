import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { SearchEntry, SearchHit, SearchIndex, SearchOptions } from './search-index.port.js';
import { normalizeWord, thaiParts, thaiRuns, typoAllowance, words } from './search-text.js';

interface Indexed {
  id: string;
  titleEn: string;
  titleTh: string;
  /** Both titles' Thai sub-words (see `thaiParts`): a title match, ranked below its whole words. */
  titleParts: string;
  refsEn: string;
  refsTh: string;
  textEn: string;
  textTh: string;
}

const TITLE_FIELDS = ['titleEn', 'titleTh', 'titleParts'];
const tokenize = (text: string, field?: string) => (field === 'titleParts' ? thaiParts(text) : words(text));
const REF_FIELDS = ['refsEn', 'refsTh'];

/**
 * The embedded SearchIndex: MiniSearch in memory, with Thai word segmentation and, for titles, Thai
 * sub-words inside compounds. Every word of the query must match (so a common word like "การ" does not flood results); the last word may be
 * unfinished; English words forgive one typo.
 */
export class MiniSearchIndex implements SearchIndex {
  private readonly entries = new Map<string, SearchEntry>();
  /** For each entry id, the entries that ref it (whose indexed words include its title). */
  private readonly referrers = new Map<string, Set<string>>();
  private readonly mini = new MiniSearch<Indexed>({
    fields: ['titleEn', 'titleTh', 'titleParts', 'refsEn', 'refsTh', 'textEn', 'textTh'],
    tokenize,
    processTerm: (term) => normalizeWord(term) || null,
    // Vacuuming in batches waits between them while upserts change the tree under its iterator, which
    // fails (search.e2e saw it); one batch cleans up in a single turn, a few milliseconds for a catalogue.
    autoVacuum: { batchSize: Number.MAX_SAFE_INTEGER, minDirtCount: 20, minDirtFactor: 0.1 },
    searchOptions: {
      combineWith: 'AND',
      prefix: (term) => term.length >= 2,
      fuzzy: (term) => typoAllowance(term),
      boost: { titleEn: 4, titleTh: 4, titleParts: 2, refsEn: 2, refsTh: 2 },
    },
  });

  async get(id: string): Promise<SearchEntry | null> {
    return this.entries.get(id) ?? null;
  }

  async upsert(entry: SearchEntry): Promise<void> {
    const earlier = this.entries.get(entry.id);
    if (earlier) this.unlink(earlier);
    this.entries.set(entry.id, entry);
    this.link(entry);
    if (earlier) this.mini.replace(this.indexed(entry));
    else this.mini.add(this.indexed(entry));
    this.reindexReferrers(entry.id);
  }

  /** Every entry as it is now (entries are replaced, never changed in place), for a snapshot. */
  exportEntries(): SearchEntry[] {
    return [...this.entries.values()];
  }

  /** Indexes the entries a snapshot kept, all at once. */
  importEntries(entries: readonly SearchEntry[]): void {
    for (const entry of entries) {
      this.entries.set(entry.id, entry);
      this.link(entry);
    }
    this.mini.addAll(entries.map((entry) => this.indexed(entry)));
  }

  async remove(id: string): Promise<void> {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.unlink(entry);
    this.mini.discard(id);
    this.entries.delete(id);
    this.reindexReferrers(id);
  }

  private indexed(entry: SearchEntry): Indexed {
    const refs = (entry.refs ?? []).map((id) => this.entries.get(id)?.title).filter((title) => title !== undefined);
    return {
      id: entry.id,
      titleEn: entry.title.en,
      titleTh: entry.title.th,
      titleParts: `${entry.title.en} ${entry.title.th}`,
      refsEn: refs.map((r) => r.en).join(' '),
      refsTh: refs.map((r) => r.th).join(' '),
      textEn: entry.text.en,
      textTh: entry.text.th,
    };
  }

  private link(entry: SearchEntry): void {
    for (const ref of entry.refs ?? []) {
      const referrers = this.referrers.get(ref) ?? new Set<string>();
      referrers.add(entry.id);
      this.referrers.set(ref, referrers);
    }
  }

  private unlink(entry: SearchEntry): void {
    for (const ref of entry.refs ?? []) this.referrers.get(ref)?.delete(entry.id);
  }

  /** The entries that ref `id` are indexed again with its title as it is now (or without it, once removed). */
  private reindexReferrers(id: string): void {
    for (const referrer of this.referrers.get(id) ?? []) {
      const entry = this.entries.get(referrer);
      if (entry) this.mini.replace(this.indexed(entry));
    }
  }

  async search(text: string, options: SearchOptions = {}): Promise<SearchHit[]> {
    const trimmed = text.trim();
    if (words(trimmed).length === 0) return [];
    const query: Query = {
      combineWith: 'OR',
      queries: [
        { queries: [trimmed], combineWith: 'AND' },
        ...thaiRuns(trimmed).map((run) => ({ queries: [run], tokenize: (s: string) => [s], prefix: true, fuzzy: false })),
      ],
    };
    const phrase = normalizeWord(trimmed);
    const ranked = this.mini
      .search(query, { filter: (result) => this.accepts(result, options) })
      .map((result) => {
        const entry = this.entries.get(result.id as string)!;
        const titles = [entry.title.en, entry.title.th].map(normalizeWord);
        // The words as typed, together, beat the same words apart: an exact title first, then a title containing them.
        const closeness = titles.includes(phrase) ? 2 : titles.some((t) => t.includes(phrase)) ? 1 : 0;
        return { hit: { entry, score: result.score, inTitle: matched(result, TITLE_FIELDS), inRefs: matched(result, REF_FIELDS) }, closeness };
      })
      .sort((a, b) => b.closeness - a.closeness || tier(b.hit) - tier(a.hit) || b.hit.score - a.hit.score)
      .map((r) => r.hit);
    return options.limit === undefined ? ranked : ranked.slice(0, options.limit);
  }

  private accepts(result: SearchResult, { kinds }: SearchOptions): boolean {
    const entry = this.entries.get(result.id as string);
    return Boolean(entry?.visible && (!kinds || kinds.includes(entry.kind)));
  }
}

const matched = (result: SearchResult, fields: string[]) => Object.values(result.match).some((found) => found.some((f) => fields.includes(f)));
/** Title matches first, then matches in the names it refs (category, instructor…), then descriptions. */
const tier = (hit: SearchHit) => (hit.inTitle ? 2 : hit.inRefs ? 1 : 0);
