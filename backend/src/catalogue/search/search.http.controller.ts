import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CourseSearchResponse, GlobalSuggestResponse } from '@khru/contracts';
import { SearchCoursesRequest, SuggestRequest } from '@khru/contracts/requests';
import { SearchCoursesQuery } from './search-courses/search-courses.query.js';
import { SuggestGlobalQuery } from './suggest-global/suggest-global.query.js';
import { EdgeCacheable } from '../../kernel/edge/edge-cacheable.js';

/** `searchapi`: the header's grouped suggestions (spec section 7) and the full results page. */
@ApiTags('search')
@Controller('searchapi')
export class SearchHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('suggest/global')
  @EdgeCacheable()
  suggest(@Query() query: SuggestRequest): Promise<GlobalSuggestResponse> {
    return this.queries.execute(new SuggestGlobalQuery(query.search ?? ''));
  }

  @Get('search/courses')
  @EdgeCacheable()
  searchCourses(@Query() query: SearchCoursesRequest): Promise<CourseSearchResponse> {
    return this.queries.execute(new SearchCoursesQuery(query, new Date()));
  }
}
