import { Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AdminBannerListResponse, BannerData, BannerSearchResponse, CommandAccepted } from '@khru/contracts';
import { BannerRequest, StorefrontSearchRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { AuthorBannerCommand } from './author-banner/author-banner.command.js';
import { ListBannersQuery } from './list-banners/list-banners.query.js';
import { SearchBannersQuery } from './search-banners/search-banners.query.js';
import { EdgeCacheable } from '../../kernel/edge/edge-cacheable.js';

const toData = (body: BannerRequest): BannerData => ({
  bannerId: body.id,
  title: body.title,
  subtitle: body.subtitle,
  imageUrl: { en: body.imageUrl?.en ?? null, th: body.imageUrl?.th ?? null },
  linkUrl: body.linkUrl ?? null,
  order: body.order,
  active: body.active,
  startsAt: body.startsAt ? new Date(body.startsAt).toISOString() : null,
  endsAt: body.endsAt ? new Date(body.endsAt).toISOString() : null,
});

/** `cmsapi/banner`: the home page's banners for everyone; authoring for catalogue managers. */
@ApiTags('cms')
@Controller('cmsapi/banner')
export class BannersHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('search')
  @EdgeCacheable()
  @HttpCode(200)
  search(@Body() body: StorefrontSearchRequest): Promise<BannerSearchResponse> {
    return this.queries.execute(new SearchBannersQuery(body.take ?? 10, new Date()));
  }

  @Get('admin')
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  listAll(): Promise<AdminBannerListResponse> {
    return this.queries.execute(new ListBannersQuery());
  }

  @Post()
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  async define(@Body() body: BannerRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return accepted(await this.commands.execute(new AuthorBannerCommand({ type: 'DefineBanner', ...toData(body) }, requestMetadata(request, caller.userId))));
  }

  @Put(':id')
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  async update(@Param('id') id: string, @Body() body: BannerRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    if (body.id !== id) throw DomainError.badRequest([{ field: 'id', code: 'IS_IN' }]);
    return accepted(await this.commands.execute(new AuthorBannerCommand({ type: 'UpdateBanner', ...toData(body) }, requestMetadata(request, caller.userId))));
  }
}
