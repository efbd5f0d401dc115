import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ALL_CATEGORIES, CATEGORIES_COLLECTION, type CategoryDocument, type CategoryResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { toCategoryResponse } from '../category-response.mapper.js';
import { ListCategoriesQuery } from './list-categories.query.js';

/** Every category by English name, after the "all categories" item the spec puts first. */
@QueryHandler(ListCategoriesQuery)
export class ListCategoriesHandler implements IQueryHandler<ListCategoriesQuery, CategoryResponse[]> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute(): Promise<CategoryResponse[]> {
    const docs = await this.documents
      .collection<CategoryDocument>(CATEGORIES_COLLECTION)
      .find({}, { sort: { 'name.en': 1 } })
      .toArray();
    return [ALL_CATEGORIES, ...docs.map(toCategoryResponse)];
  }
}
