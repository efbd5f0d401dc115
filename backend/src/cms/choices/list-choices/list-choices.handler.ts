import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CHOICES_COLLECTION, storedText, type AdminChoiceListResponse, type ChoiceDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { ListChoicesQuery } from './list-choices.query.js';

/** Every shelf in the home page's order; an older document's missing title reads as empty. */
@QueryHandler(ListChoicesQuery)
export class ListChoicesHandler implements IQueryHandler<ListChoicesQuery, AdminChoiceListResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute(): Promise<AdminChoiceListResponse> {
    const docs = await this.documents
      .collection<ChoiceDocument>(CHOICES_COLLECTION)
      .find({}, { sort: { order: 1, _id: 1 } })
      .toArray();
    const data = docs.map(({ _id, ...doc }) => ({ ...doc, id: _id, title: storedText(doc.title) }));
    return { data, totalCount: data.length };
  }
}
