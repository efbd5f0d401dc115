import { Query } from '@nestjs/cqrs';
import type { CategoryResponse } from '@khru/contracts';

export class GetCategoryQuery extends Query<CategoryResponse> {
  constructor(readonly categoryId: string) {
    super();
  }
}
