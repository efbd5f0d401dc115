import { Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AdminChoiceListResponse, ChoiceData, ChoiceSearchResponse, CommandAccepted } from '@khru/contracts';
import { ChoiceRequest, StorefrontSearchRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { AuthorChoiceCommand } from './author-choice/author-choice.command.js';
import { ListChoicesQuery } from './list-choices/list-choices.query.js';
import { SearchChoicesQuery } from './search-choices/search-choices.query.js';
import { EdgeCacheable } from '../../kernel/edge/edge-cacheable.js';

const toData = (body: ChoiceRequest): ChoiceData => ({
  choiceId: body.id,
  title: body.title,
  courseIds: body.courseIds,
  order: body.order,
  active: body.active,
});

/** `cmsapi/choice`: the home page's curated shelves for everyone; authoring for catalogue managers. */
@ApiTags('cms')
@Controller('cmsapi/choice')
export class ChoicesHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('search')
  @EdgeCacheable()
  @HttpCode(200)
  search(@Body() body: StorefrontSearchRequest): Promise<ChoiceSearchResponse> {
    return this.queries.execute(new SearchChoicesQuery(body.take ?? 10));
  }

  @Get('admin')
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  listAll(): Promise<AdminChoiceListResponse> {
    return this.queries.execute(new ListChoicesQuery());
  }

  @Post()
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  async define(@Body() body: ChoiceRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return accepted(await this.commands.execute(new AuthorChoiceCommand({ type: 'DefineChoice', ...toData(body) }, requestMetadata(request, caller.userId))));
  }

  @Put(':id')
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  async update(@Param('id') id: string, @Body() body: ChoiceRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    if (body.id !== id) throw DomainError.badRequest([{ field: 'id', code: 'IS_IN' }]);
    return accepted(await this.commands.execute(new AuthorChoiceCommand({ type: 'UpdateChoice', ...toData(body) }, requestMetadata(request, caller.userId))));
  }
}
