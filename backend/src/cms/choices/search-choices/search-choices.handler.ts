import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CHOICES_COLLECTION, storedText, type ChoiceDocument, type ChoiceSearchResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { SearchChoicesQuery } from './search-choices.query.js';

/** Active shelves in order; their courses are read by id from the course list. */
@QueryHandler(SearchChoicesQuery)
export class SearchChoicesHandler implements IQueryHandler<SearchChoicesQuery, ChoiceSearchResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ take }: SearchChoicesQuery): Promise<ChoiceSearchResponse> {
    const docs = await this.documents
      .collection<ChoiceDocument>(CHOICES_COLLECTION)
      .find({ active: true }, { sort: { order: 1, _id: 1 }, limit: take })
      .toArray();
    return {
      data: docs.map((d) => {
        // An older document's missing title reads as empty.
        const title = storedText(d.title);
        return { id: d._id, titleEn: title.en, titleTh: title.th, courseIds: d.courseIds };
      }),
    };
  }
}
