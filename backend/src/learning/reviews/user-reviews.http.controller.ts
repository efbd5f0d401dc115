import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { PAGE_SIZES, type ReviewWithCourseListResponse } from '@khru/contracts';
import { PageParams } from '@khru/contracts/requests';
import { ListPublicReviewsQuery } from './list-public-reviews/list-public-reviews.query.js';

/** `cmsapi/users/{userId}/reviews` (ours): the published reviews a public profile shows when its owner allows it. */
@ApiTags('learning')
@Controller('cmsapi/users/:userId/reviews')
export class UserReviewsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(@Param('userId') userId: string, @Query() query: PageParams): Promise<ReviewWithCourseListResponse> {
    return this.queries.execute(new ListPublicReviewsQuery(userId, query.skip ?? 0, query.take ?? PAGE_SIZES.reviewsAndQuestions));
  }
}
