import { Body, Controller, Get, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { CategoryResponse, CommandAccepted } from '@khru/contracts';
import { CategoryRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { DefineCategoryCommand } from './define-category/define-category.command.js';
import { GetCategoryQuery } from './get-category/get-category.query.js';
import { ListCategoriesQuery } from './list-categories/list-categories.query.js';
import { ReviseCategoryCommand } from './revise-category/revise-category.command.js';
import { EdgeCacheable } from '../../kernel/edge/edge-cacheable.js';

const toData = (body: CategoryRequest) => ({
  categoryId: body.id,
  code: body.code,
  name: { en: body.name.en, th: body.name.th },
  imageUrl: body.imageUrl ?? null,
  subCategories: body.subCategories.map((s) => ({ id: s.id, name: { en: s.name.en, th: s.name.th } })),
});

/** `coursesapi/category` (spec section 7): the categories for everyone; defining and revising for catalogue managers. */
@ApiTags('catalogue')
@Controller('coursesapi/category')
export class CategoriesHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

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

  @Post()
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  async define(@Body() body: CategoryRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return accepted(
      await this.commands.execute(new DefineCategoryCommand({ type: 'DefineCategory', ...toData(body) }, requestMetadata(request, caller.userId))),
    );
  }

  /** Renames it, changes its picture, adds and renames sub-categories; its code and its sub-categories stay. */
  @Put(':id')
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  async revise(@Param('id') id: string, @Body() body: CategoryRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    if (body.id !== id) throw DomainError.badRequest([{ field: 'id', code: 'IS_IN' }]);
    return accepted(
      await this.commands.execute(new ReviseCategoryCommand({ type: 'ReviseCategory', ...toData(body) }, requestMetadata(request, caller.userId))),
    );
  }
}
