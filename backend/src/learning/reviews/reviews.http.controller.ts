import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  PAGE_SIZES,
  type CommandAccepted,
  type MyCourseReviewsResponse,
  type ReviewListResponse,
  type ReviewRatingsCountResponse,
  type ReviewWithCourseListResponse,
  type ReviewWrittenResponse,
} from '@khru/contracts';
import { EditReviewRequest, ListReviewsRequest, MyReviewsQuery, WriteReviewRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequireLogin } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { CountRatingsQuery } from './count-ratings/count-ratings.query.js';
import { DeleteReviewCommand } from './delete-review/delete-review.command.js';
import { EditReviewCommand } from './edit-review/edit-review.command.js';
import { GetMyCourseReviewsQuery } from './get-my-course-reviews/get-my-course-reviews.query.js';
import { ListMyReviewsQuery } from './list-my-reviews/list-my-reviews.query.js';
import { ListReviewsQuery } from './list-reviews/list-reviews.query.js';
import { reviewIdOf } from './review-id.js';
import { WriteReviewCommand } from './write-review/write-review.command.js';

const PAGE = PAGE_SIZES.reviewsAndQuestions;

/** `cmsapi/courses/.../reviews` (spec section 7): learners' reviews of courses, written by holders who have started, shown once published. */
@ApiTags('learning')
@ApiBearerAuth()
@Controller('cmsapi/courses')
export class ReviewsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('my-reviews-ratings')
  @RequireLogin()
  myReviews(@Query() query: MyReviewsQuery, @CurrentCaller() caller: Caller): Promise<ReviewWithCourseListResponse> {
    return this.queries.execute(new ListMyReviewsQuery(caller.userId, query.status ?? null, query.skip ?? 0, query.take ?? PAGE));
  }

  @Post(':id/reviews')
  @RequireLogin()
  async write(
    @Param('id') courseId: string,
    @Body() body: WriteReviewRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<ReviewWrittenResponse> {
    const result = await this.commands.execute(new WriteReviewCommand(courseId, body, caller, requestMetadata(request, caller.userId)));
    return { id: reviewIdOf(courseId, caller.userId), ...accepted(result) };
  }

  @Post(':id/reviews/list')
  @HttpCode(200)
  list(@Param('id') courseId: string, @Body() body: ListReviewsRequest): Promise<ReviewListResponse> {
    return this.queries.execute(new ListReviewsQuery(courseId, body.rating ?? null, body.skip ?? 0, body.take ?? PAGE));
  }

  @Patch(':id/reviews/:reviewId')
  @RequireLogin()
  async edit(
    @Param('id') courseId: string,
    @Param('reviewId') reviewId: string,
    @Body() body: EditReviewRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    const metadata = requestMetadata(request, caller.userId);
    const command = {
      type: 'EditReview',
      reviewId,
      courseId,
      userId: caller.userId,
      rating: body.rating,
      text: body.text,
      at: metadata.now.toISOString(),
    } as const;
    return accepted(await this.commands.execute(new EditReviewCommand(command, metadata)));
  }

  @Delete(':id/reviews/:reviewId')
  @RequireLogin()
  async remove(
    @Param('id') courseId: string,
    @Param('reviewId') reviewId: string,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    const metadata = requestMetadata(request, caller.userId);
    const command = { type: 'DeleteReview', reviewId, courseId, userId: caller.userId, at: metadata.now.toISOString() } as const;
    return accepted(await this.commands.execute(new DeleteReviewCommand(command, metadata)));
  }

  @Get(':id/my-reviews')
  @RequireLogin()
  mine(@Param('id') courseId: string, @CurrentCaller() caller: Caller): Promise<MyCourseReviewsResponse> {
    return this.queries.execute(new GetMyCourseReviewsQuery(courseId, caller, new Date()));
  }

  @Get(':id/reviews-ratings-count')
  ratingsCount(@Param('id') courseId: string): Promise<ReviewRatingsCountResponse> {
    return this.queries.execute(new CountRatingsQuery(courseId));
  }
}
