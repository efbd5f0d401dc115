import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { PAGE_SIZES, QUESTION_SEARCH_KIND, QUESTIONS_COLLECTION, type QuestionDocument, type QuestionListResponse } from '@khru/contracts';
import { SearchQasQuery } from '@khru/contracts/requests';
import type { DocumentStore, SearchIndex } from '@khru/platform';
import { CurrentCaller, RequireLogin } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { DOCUMENT_STORE, SEARCH_INDEX } from '../../kernel/infrastructure/tokens.js';
import { questionResponses } from './qa-pages.js';
import { QaStandingReader } from './qa-standing.js';

/**
 * `GET searchapi/search/cms-qas?courseId&search&skip&take` (spec section 7): a course's published
 * questions matching the words, best match first. The search index splits Thai into words as the
 * catalogue search does, so a Thai word is found inside an unspaced Thai sentence. Empty words find nothing.
 */
@ApiTags('search')
@ApiBearerAuth()
@Controller('searchapi/search')
export class QaSearchHttpController {
  constructor(
    private readonly standings: QaStandingReader,
    @Inject(SEARCH_INDEX) private readonly index: SearchIndex,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  @Get('cms-qas')
  @RequireLogin()
  async search(@Query() query: SearchQasQuery, @CurrentCaller() caller: Caller): Promise<QuestionListResponse> {
    const { standing } = await this.standings.reader(caller, query.courseId, new Date());
    const text = query.search?.trim() ?? '';
    if (!text) return { data: [], totalCount: 0, standing };
    const ids = (await this.index.search(text, { kinds: [QUESTION_SEARCH_KIND] }))
      .filter((hit) => hit.entry.fields.courseId === query.courseId)
      .map((hit) => hit.entry.refId);
    // The index may run a moment behind the read model: only questions published there too are answered.
    const found = await this.documents
      .collection<QuestionDocument>(QUESTIONS_COLLECTION)
      .find({ _id: { $in: ids }, courseId: query.courseId, status: 'published' })
      .toArray();
    const rank = new Map(ids.map((id, i) => [id, i]));
    found.sort((a, b) => (rank.get(a._id) ?? 0) - (rank.get(b._id) ?? 0));
    const skip = query.skip ?? 0;
    const page = found.slice(skip, skip + (query.take ?? PAGE_SIZES.reviewsAndQuestions));
    return { data: await questionResponses(this.documents, page, caller.userId), totalCount: found.length, standing };
  }
}
