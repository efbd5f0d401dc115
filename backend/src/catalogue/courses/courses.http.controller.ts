import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type {
  CommandAccepted,
  CourseLearningResponse,
  CourseListResponse,
  CourseResponse,
  CourseRestrictionsResponse,
  LessonData,
  SectionData,
} from '@khru/contracts';
import {
  CourseHighlightRequest,
  CoursePriceRequest,
  DraftCourseRequest,
  ListCoursesRequest,
  type LessonInput,
  type SectionInput,
} from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequireLogin, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { AuthorCourseCommand } from './author-course/author-course.command.js';
import { DraftCourseCommand } from './draft-course/draft-course.command.js';
import { GetCourseQuery } from './get-course/get-course.query.js';
import { GetRestrictionsQuery } from './get-restrictions/get-restrictions.query.js';
import { GetLearningQuery } from './get-learning/get-learning.query.js';
import { ListCoursesQuery } from './list-courses/list-courses.query.js';
import { EdgeCacheable } from '../../kernel/edge/edge-cacheable.js';

const toLesson = (l: LessonInput): LessonData =>
  l.kind === 'video'
    ? { id: l.id, kind: 'video', title: l.title, videoUrl: l.videoUrl!, durationSeconds: l.durationSeconds! }
    : l.kind === 'resource'
      ? { id: l.id, kind: 'resource', title: l.title, resourceUrl: l.resourceUrl! }
      : {
          id: l.id,
          kind: 'quiz',
          title: l.title,
          questions: l.questions!.map((q) => ({
            id: q.id,
            kind: q.kind,
            text: q.text,
            options: q.options.map((o) => ({ id: o.id, text: o.text })),
            correctOptionIds: q.correctOptionIds,
            explanation: q.explanation,
          })),
        };

const toCurriculum = (sections: SectionInput[]): SectionData[] => sections.map((s) => ({ id: s.id, title: s.title, lessons: s.lessons.map(toLesson) }));

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
}
