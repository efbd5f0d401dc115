import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ALL_CATEGORIES, CATEGORIES_COLLECTION, type CategoryDocument, type CategoryResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { toCategoryResponse } from '../category-response.mapper.js';
import { GetCategoryQuery } from './get-category.query.js';

@QueryHandler(GetCategoryQuery)
export class GetCategoryHandler implements IQueryHandler<GetCategoryQuery, CategoryResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ categoryId }: GetCategoryQuery): Promise<CategoryResponse> {
    if (categoryId === ALL_CATEGORIES.id) return ALL_CATEGORIES;
    const doc = await this.documents.collection<CategoryDocument>(CATEGORIES_COLLECTION).findOne({ _id: categoryId });
    if (!doc) throw DomainError.notFound();
    return toCategoryResponse(doc);
  }
}
