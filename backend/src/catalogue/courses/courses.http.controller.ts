import { Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type {
  AdminCourseSearchResponse,
  CommandAccepted,
  CourseAuthoringResponse,
  CourseLearningResponse,
  CourseListResponse,
  CourseResponse,
  CourseRestrictionsResponse,
} from '@khru/contracts';
import {
  AdminCourseSearchRequest,
  CancelTrainingRequest,
  CourseHighlightRequest,
  CoursePriceRequest,
  DraftCourseRequest,
  ListCoursesRequest,
  PostponeTrainingRequest,
  ReviseCourseRequest,
  ReviseCurriculumRequest,
} from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequireLogin, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { AdminSearchCoursesQuery } from './admin-search-courses/admin-search-courses.query.js';
import { AuthorCourseCommand } from './author-course/author-course.command.js';
import { toCurriculum } from './curriculum-input.js';
import { GetAuthoringQuery } from './get-authoring/get-authoring.query.js';
import { DraftCourseCommand } from './draft-course/draft-course.command.js';
import { GetCourseQuery } from './get-course/get-course.query.js';
import { GetRestrictionsQuery } from './get-restrictions/get-restrictions.query.js';
import { GetLearningQuery } from './get-learning/get-learning.query.js';
import { ListCoursesQuery } from './list-courses/list-courses.query.js';
import { EdgeCacheable } from '../../kernel/edge/edge-cacheable.js';

/** `coursesapi/course` (spec section 7): published courses for everyone; authoring for catalogue managers. */
@ApiTags('catalogue')
@Controller('coursesapi/course')
export class CoursesHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('list-by-post')
  @EdgeCacheable()
  @HttpCode(200)
  list(@Body() body: ListCoursesRequest): Promise<CourseListResponse> {
    return this.queries.execute(new ListCoursesQuery(body, new Date()));
  }

  /** Every course for the admin list, drafts and withdrawn ones too. */
  @Post('admin/search')
  @HttpCode(200)
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  adminSearch(@Body() body: AdminCourseSearchRequest): Promise<AdminCourseSearchResponse> {
    return this.queries.execute(new AdminSearchCoursesQuery(body, new Date()));
  }

  /** The course editor's view of one course in any status: curriculum with quiz answers and captions, every scheduled price. */
  @Get(':id/authoring')
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  authoring(@Param('id') id: string): Promise<CourseAuthoringResponse> {
    return this.queries.execute(new GetAuthoringQuery(id, new Date()));
  }

  @Get(':id/learning')
  @ApiBearerAuth()
  @RequireLogin()
  learning(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<CourseLearningResponse> {
    return this.queries.execute(new GetLearningQuery(id, caller, new Date()));
  }

  @Get(':id/restrictions')
  @EdgeCacheable()
  restrictions(@Param('id') id: string): Promise<CourseRestrictionsResponse> {
    return this.queries.execute(new GetRestrictionsQuery(id, new Date()));
  }

  @Get(':id')
  @EdgeCacheable()
  get(@Param('id') id: string): Promise<CourseResponse> {
    return this.queries.execute(new GetCourseQuery(id, new Date()));
  }

  @Post()
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  async draft(@Body() body: DraftCourseRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    const { id, thumbnailUrl, subCategoryId, jobFunctionId, curriculum, trainingStartsAt, ...rest } = body;
    return accepted(
      await this.commands.execute(
        new DraftCourseCommand(
          {
            type: 'DraftCourse',
            courseId: id,
            ...rest,
            thumbnailUrl: thumbnailUrl ?? null,
            subCategoryId: subCategoryId ?? null,
            jobFunctionId: jobFunctionId ?? null,
            curriculum: toCurriculum(curriculum),
            ...(trainingStartsAt ? { trainingStartsAt: new Date(trainingStartsAt).toISOString() } : {}),
          },
          requestMetadata(request, caller.userId),
        ),
      ),
    );
  }

  /** Its texts, catalogue place and instructor (checked against the catalogue as a draft's are). */
  @Put(':id')
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  async revise(@Param('id') id: string, @Body() body: ReviseCourseRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    const { thumbnailUrl, subCategoryId, jobFunctionId, trainingStartsAt, ...rest } = body;
    return accepted(
      await this.commands.execute(
        new AuthorCourseCommand(
          {
            type: 'ReviseCourseDetails',
            courseId: id,
            ...rest,
            thumbnailUrl: thumbnailUrl ?? null,
            subCategoryId: subCategoryId ?? null,
            jobFunctionId: jobFunctionId ?? null,
            // Leaving the date out makes it an online course again.
            trainingStartsAt: trainingStartsAt ? new Date(trainingStartsAt).toISOString() : null,
          },
          requestMetadata(request, caller.userId),
        ),
      ),
    );
  }

  /** Every section and lesson in order; a published course keeps at least one lesson. */
  @Put(':id/curriculum')
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  async reviseCurriculum(
    @Param('id') id: string,
    @Body() body: ReviseCurriculumRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    return accepted(
      await this.commands.execute(
        new AuthorCourseCommand({ type: 'ReviseCurriculum', courseId: id, curriculum: toCurriculum(body.curriculum) }, requestMetadata(request, caller.userId)),
      ),
    );
  }

  @Post(':id/publish')
  @HttpCode(200)
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  async publish(@Param('id') id: string, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    const metadata = requestMetadata(request, caller.userId);
    return accepted(await this.commands.execute(new AuthorCourseCommand({ type: 'PublishCourse', courseId: id, at: metadata.now.toISOString() }, metadata)));
  }

  @Post(':id/unpublish')
  @HttpCode(200)
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  async unpublish(@Param('id') id: string, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    const metadata = requestMetadata(request, caller.userId);
    return accepted(await this.commands.execute(new AuthorCourseCommand({ type: 'UnpublishCourse', courseId: id, at: metadata.now.toISOString() }, metadata)));
  }

  @Post(':id/price')
  @HttpCode(200)
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  async price(@Param('id') id: string, @Body() body: CoursePriceRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return accepted(
      await this.commands.execute(
        new AuthorCourseCommand(
          { type: 'ChangeCoursePrice', courseId: id, price: body.price, effectiveFrom: new Date(body.effectiveFrom).toISOString() },
          requestMetadata(request, caller.userId),
        ),
      ),
    );
  }

  @Post(':id/highlight')
  @HttpCode(200)
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  async highlight(
    @Param('id') id: string,
    @Body() body: CourseHighlightRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    return accepted(
      await this.commands.execute(
        new AuthorCourseCommand({ type: 'SetCourseHighlight', courseId: id, isHighlight: body.isHighlight }, requestMetadata(request, caller.userId)),
      ),
    );
  }

  /** Calls off a public training before it starts: it is no longer sold, and every seat bought is refunded in full by the training workflows. */
  @Post(':id/training/cancel')
  @HttpCode(200)
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  async cancelTraining(
    @Param('id') id: string,
    @Body() body: CancelTrainingRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    const metadata = requestMetadata(request, caller.userId);
    return accepted(
      await this.commands.execute(
        new AuthorCourseCommand({ type: 'CancelPublicTraining', courseId: id, reason: body.reason.trim(), at: metadata.now.toISOString() }, metadata),
      ),
    );
  }

  /** Moves a public training to a later date: it stays on sale for the new date, and every seat bought is refunded in full. */
  @Post(':id/training/postpone')
  @HttpCode(200)
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  async postponeTraining(
    @Param('id') id: string,
    @Body() body: PostponeTrainingRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    const metadata = requestMetadata(request, caller.userId);
    const startsAt = new Date(body.startsAt).toISOString();
    return accepted(
      await this.commands.execute(
        new AuthorCourseCommand(
          { type: 'PostponePublicTraining', courseId: id, startsAt, reason: body.reason.trim(), at: metadata.now.toISOString() },
          metadata,
        ),
      ),
    );
  }
}
