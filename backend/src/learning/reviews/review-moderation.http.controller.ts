import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { PAGE_SIZES, type CommandAccepted, type ReviewWithCourseListResponse } from '@khru/contracts';
import { ModerateReviewRequest, ModerationReviewsQuery } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { ListReviewsToModerateQuery } from './list-reviews-to-moderate/list-reviews-to-moderate.query.js';
import { ModerateReviewCommand } from './moderate-review/moderate-review.command.js';

/** `cmsapi/admin/reviews` (ours): platform admins publish or unpublish learners' reviews. */
@ApiTags('moderation')
@ApiBearerAuth()
@Controller('cmsapi/admin/reviews')
export class ReviewModerationHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequirePermissions('MODERATE_CONTENT')
  list(@Query() query: ModerationReviewsQuery): Promise<ReviewWithCourseListResponse> {
    return this.queries.execute(new ListReviewsToModerateQuery(query.status ?? null, query.skip ?? 0, query.take ?? PAGE_SIZES.reports));
  }

  @Post(':reviewId/publish')
  @RequirePermissions('MODERATE_CONTENT')
  @HttpCode(200)
  publish(
    @Param('reviewId') reviewId: string,
    @Body() body: ModerateReviewRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    return this.moderate('PublishReview', reviewId, body, caller, request);
  }

  @Post(':reviewId/unpublish')
  @RequirePermissions('MODERATE_CONTENT')
  @HttpCode(200)
  unpublish(
    @Param('reviewId') reviewId: string,
    @Body() body: ModerateReviewRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    return this.moderate('UnpublishReview', reviewId, body, caller, request);
  }

  private async moderate(
    type: 'PublishReview' | 'UnpublishReview',
    reviewId: string,
    body: ModerateReviewRequest,
    caller: Caller,
    request: Request,
  ): Promise<CommandAccepted> {
    const metadata = requestMetadata(request, caller.userId);
    const command = { type, reviewId, version: body.version, moderatorId: caller.userId, at: metadata.now.toISOString() };
    return accepted(await this.commands.execute(new ModerateReviewCommand(command, metadata)));
  }
}
