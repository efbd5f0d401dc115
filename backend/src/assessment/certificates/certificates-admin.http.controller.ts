import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { PAGE_SIZES, type CertificateListResponse, type CommandAccepted } from '@khru/contracts';
import { AdminCertificatesQuery, RevokeCertificateRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { ListAllCertificatesQuery } from './list-all-certificates/list-all-certificates.query.js';
import { RevokeCertificateCommand } from './revoke-certificate/revoke-certificate.command.js';

/** Platform admins list every certificate and revoke one (ours: the spec names no admin paths for certificates). */
@ApiTags('certificates')
@ApiBearerAuth()
@Controller('certificatesapi')
export class CertificatesAdminHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** `?skip&take&status&q` answering `{ data, totalCount }`, as the other admin lists. */
  @Get('admin/certificates')
  @RequirePermissions('ADMIN')
  list(@Query() query: AdminCertificatesQuery): Promise<CertificateListResponse> {
    return this.queries.execute(new ListAllCertificatesQuery(query.status ?? null, query.q || null, query.skip ?? 0, query.take ?? PAGE_SIZES.reports));
  }

  @Post('certificate/:id/revoke')
  @HttpCode(200)
  @RequirePermissions('ADMIN')
  async revoke(
    @Param('id') id: string,
    @Body() body: RevokeCertificateRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    const metadata = requestMetadata(request, caller.userId);
    const command = { type: 'RevokeCertificate', certificateId: id, reason: body.reason, by: caller.userId, at: metadata.now.toISOString() } as const;
    return accepted(await this.commands.execute(new RevokeCertificateCommand(command, metadata)));
  }
}
