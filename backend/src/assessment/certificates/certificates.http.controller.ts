import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  PAGE_SIZES,
  type CertificateListResponse,
  type CertificateResponse,
  type CertificateVerification,
  type PublicCertificateListResponse,
} from '@khru/contracts';
import { MyCertificatesRequest, PageParams } from '@khru/contracts/requests';
import type { Request, Response } from 'express';
import { CurrentCaller, RequireLogin } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { GetCertificatePdfQuery } from './certificate-pdf/get-certificate-pdf.query.js';
import { CourseCertificateCommand } from './course-certificate/course-certificate.command.js';
import { GetCertificateQuery } from './get-certificate/get-certificate.query.js';
import { ListMyCertificatesQuery } from './list-my-certificates/list-my-certificates.query.js';
import { ListPublicCertificatesQuery } from './list-public-certificates/list-public-certificates.query.js';
import { VerifyCertificateQuery } from './verify-certificate/verify-certificate.query.js';

/** A learner's list takes everything they hold unless it asks for a page. */
const MY_CERTIFICATES_TAKE = 100;

/**
 * Certificates under `certificatesapi` (spec section 7 names `certificate/by-course/{id}` and `certificate/{id}`;
 * the others are ours): the holder's certificate, its PDF and list, and what anyone may verify.
 */
@ApiTags('certificates')
@Controller('certificatesapi')
export class CertificatesHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('certificate/by-course/:id')
  @HttpCode(200)
  @ApiBearerAuth()
  @RequireLogin()
  byCourse(@Param('id') courseId: string, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CertificateResponse> {
    return this.commands.execute(new CourseCertificateCommand(caller, courseId, requestMetadata(request, caller.userId)));
  }

  @Get('certificate/:id')
  @ApiBearerAuth()
  @RequireLogin()
  get(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<CertificateResponse> {
    return this.queries.execute(new GetCertificateQuery(caller, id));
  }

  @Get('certificate/:id/pdf')
  @ApiBearerAuth()
  @RequireLogin()
  @ApiOkResponse({ description: 'The certificate as a PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  async pdf(@Param('id') id: string, @CurrentCaller() caller: Caller, @Res() response: Response): Promise<void> {
    const file = await this.queries.execute(new GetCertificatePdfQuery(caller, id));
    response
      .status(200)
      .type('application/pdf')
      .setHeader('Content-Disposition', `attachment; filename="${file.filename}"`)
      .setHeader('Cache-Control', 'private, no-store')
      .send(file.bytes);
  }

  /** The caller's certificates: the storefront's load options (skip, take, a filter on kind or status). */
  @Post('my-certificates')
  @HttpCode(200)
  @ApiBearerAuth()
  @RequireLogin()
  mine(@Body() body: MyCertificatesRequest, @CurrentCaller() caller: Caller): Promise<CertificateListResponse> {
    const options = body.loadOptions ?? {};
    return this.queries.execute(new ListMyCertificatesQuery(caller.userId, options.filter, options.skip ?? 0, options.take ?? MY_CERTIFICATES_TAKE));
  }

  /** No login: what the QR code's page shows. */
  @Get('verify/:id')
  verify(@Param('id') id: string): Promise<CertificateVerification> {
    return this.queries.execute(new VerifyCertificateQuery(id));
  }

  /** No login: a public profile's certificates, while its owner shows them. */
  @Get('users/:userId/certificates')
  publicList(@Param('userId') userId: string, @Query() query: PageParams): Promise<PublicCertificateListResponse> {
    return this.queries.execute(new ListPublicCertificatesQuery(userId, query.skip ?? 0, query.take ?? PAGE_SIZES.reports));
  }
}
