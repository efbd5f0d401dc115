import { Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type {
  AdminBundleSearchResponse,
  BundleAuthoringResponse,
  BundleDetailsData,
  BundleListResponse,
  BundleResponse,
  CommandAccepted,
} from '@khru/contracts';
import { AdminBundleSearchRequest, BundleRequest, CoursePriceRequest, ListBundlesRequest, ReviseBundleRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { AdminSearchBundlesQuery } from './admin-search-bundles/admin-search-bundles.query.js';
import { AuthorBundleCommand } from './author-bundle/author-bundle.command.js';
import { GetBundleAuthoringQuery } from './get-bundle-authoring/get-bundle-authoring.query.js';
import type { BundleCommand } from './bundle.decider.js';
import { GetBundleQuery } from './get-bundle/get-bundle.query.js';
import { ListBundlesQuery } from './list-bundles/list-bundles.query.js';
import { EdgeCacheable } from '../../kernel/edge/edge-cacheable.js';

const details = (bundleId: string, body: ReviseBundleRequest): BundleDetailsData => ({
  bundleId,
  name: body.name,
  description: body.description,
  thumbnailUrl: { en: body.thumbnailUrl?.en ?? null, th: body.thumbnailUrl?.th ?? null },
  isSingleCertificate: body.isSingleCertificate,
  courseIds: body.courseIds,
});

/**
 * Bundles and certificate bundles under `certificatesapi` (spec section 7 names the list; the other
 * paths are ours): the storefront reads, catalogue managers author.
 */
@ApiTags('catalogue')
@Controller('certificatesapi')
export class BundlesHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('get-certificates')
  @EdgeCacheable()
  @HttpCode(200)
  list(@Body() body: ListBundlesRequest): Promise<BundleListResponse> {
    return this.queries.execute(new ListBundlesQuery(body.loadOptions ?? {}, new Date()));
  }

  /** Every bundle for the admin list, drafts and withdrawn ones too. */
  @Post('bundles/admin/search')
  @HttpCode(200)
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  adminSearch(@Body() body: AdminBundleSearchRequest): Promise<AdminBundleSearchResponse> {
    return this.queries.execute(new AdminSearchBundlesQuery(body, new Date()));
  }

  /** The bundle editor's view of one bundle in any status. */
  @Get('bundles/:id/authoring')
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  authoring(@Param('id') id: string): Promise<BundleAuthoringResponse> {
    return this.queries.execute(new GetBundleAuthoringQuery(id, new Date()));
  }

  @Get('bundles/:id')
  @EdgeCacheable()
  get(@Param('id') id: string): Promise<BundleResponse> {
    return this.queries.execute(new GetBundleQuery(id, new Date()));
  }

  @Post('bundles')
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  define(@Body() body: BundleRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return this.author({ type: 'DefineBundle', ...details(body.id, body), price: body.price }, caller, request);
  }

  @Put('bundles/:id')
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  revise(@Param('id') id: string, @Body() body: ReviseBundleRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return this.author({ type: 'ReviseBundle', ...details(id, body) }, caller, request);
  }

  @Post('bundles/:id/publish')
  @HttpCode(200)
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  publish(@Param('id') id: string, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return this.author({ type: 'PublishBundle', bundleId: id, at: new Date().toISOString() }, caller, request);
  }

  @Post('bundles/:id/unpublish')
  @HttpCode(200)
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  unpublish(@Param('id') id: string, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return this.author({ type: 'UnpublishBundle', bundleId: id, at: new Date().toISOString() }, caller, request);
  }

  @Post('bundles/:id/price')
  @HttpCode(200)
  @ApiBearerAuth()
  @RequirePermissions('MANAGE_CATALOGUE')
  price(@Param('id') id: string, @Body() body: CoursePriceRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return this.author(
      { type: 'ChangeBundlePrice', bundleId: id, price: body.price, effectiveFrom: new Date(body.effectiveFrom).toISOString() },
      caller,
      request,
    );
  }

  private async author(command: BundleCommand, caller: Caller, request: Request): Promise<CommandAccepted> {
    return accepted(await this.commands.execute(new AuthorBundleCommand(command, requestMetadata(request, caller.userId))));
  }
}
