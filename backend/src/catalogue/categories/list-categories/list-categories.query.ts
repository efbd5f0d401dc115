import { Query } from '@nestjs/cqrs';
import type { CategoryResponse } from '@khru/contracts';

export class ListCategoriesQuery extends Query<CategoryResponse[]> {}
