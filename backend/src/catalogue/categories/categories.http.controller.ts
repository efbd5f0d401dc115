import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { CategoryResponse } from '@khru/contracts';
import { GetCategoryQuery } from './get-category/get-category.query.js';
import { ListCategoriesQuery } from './list-categories/list-categories.query.js';
import { EdgeCacheable } from '../../kernel/edge/edge-cacheable.js';

@ApiTags('catalogue')
@Controller('coursesapi/category')
export class CategoriesHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @EdgeCacheable()
  @ApiOkResponse({ description: 'Every category, the "all categories" item first' })
  async list(): Promise<{ data: CategoryResponse[]; totalCount: number }> {
    const data = await this.queries.execute(new ListCategoriesQuery());
    return { data, totalCount: data.length };
  }

  @Get(':id')
  @EdgeCacheable()
  @ApiOkResponse({ description: 'One category with its sub-categories' })
  get(@Param('id') id: string): Promise<CategoryResponse> {
    return this.queries.execute(new GetCategoryQuery(id));
  }
}
