import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SEARCH_GROUPS, SUGGESTIONS_PER_GROUP, type GlobalSuggestResponse, type SearchGroup } from '@khru/contracts';
import type { SearchIndex } from '@khru/platform';
import { SEARCH_INDEX } from '../../../kernel/infrastructure/tokens.js';
import { SuggestGlobalQuery } from './suggest-global.query.js';

const emptyGroups = (): GlobalSuggestResponse => Object.fromEntries(SEARCH_GROUPS.map((g) => [g, []])) as unknown as GlobalSuggestResponse;

/** The header's suggestions: the best few of each group; empty text suggests nothing. */
@QueryHandler(SuggestGlobalQuery)
export class SuggestGlobalHandler implements IQueryHandler<SuggestGlobalQuery, GlobalSuggestResponse> {
  constructor(@Inject(SEARCH_INDEX) private readonly index: SearchIndex) {}

  async execute({ text }: SuggestGlobalQuery): Promise<GlobalSuggestResponse> {
    const groups = emptyGroups();
    for (const hit of await this.index.search(text)) {
      const group = groups[hit.entry.kind as SearchGroup];
      if (!group || group.length >= SUGGESTIONS_PER_GROUP) continue;
      group.push({ id: hit.entry.refId, titleEn: hit.entry.title.en, titleTh: hit.entry.title.th, fields: hit.entry.fields });
    }
    return groups;
  }
}
