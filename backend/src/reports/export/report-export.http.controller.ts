import { Body, Controller, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { isReportName, REPORT_EXPORT_FORMATS, type ReportExportFormat } from '@khru/contracts';
import { ReportQueryRequest } from '@khru/contracts/requests';
import type { Request, Response } from 'express';
import { CurrentCaller, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { requestLocale } from '../../kernel/locale/request-locale.js';
import { ReportScope } from '../scope/report-scope.js';
import { EXPORT_CONTENT_TYPES } from './report-file.js';
import { ReportExporter } from './report-exporter.js';

const isFormat = (value: unknown): value is ReportExportFormat => (REPORT_EXPORT_FORMATS as readonly unknown[]).includes(value);

/**
 * `POST reportsapi/{report}/export?format=csv|xlsx`: the report's tables with every row (the body's page is
 * ignored), the filters above them, headers and words in the caller's language; who may see the report may export it.
 */
@ApiTags('reports')
@ApiBearerAuth()
@Controller('reportsapi')
export class ReportExportHttpController {
  constructor(
    private readonly scope: ReportScope,
    private readonly exporter: ReportExporter,
  ) {}

  @Post(':report/export')
  @HttpCode(200)
  @RequirePermissions('ADMIN', 'VIEW_REPORTS')
  @ApiQuery({ name: 'format', enum: REPORT_EXPORT_FORMATS })
  @ApiOkResponse({
    description: 'The report as a file to save',
    content: Object.fromEntries(Object.values(EXPORT_CONTENT_TYPES).map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  })
  async export(
    @Param('report') report: string,
    @Query('format') format: unknown,
    @Body() body: ReportQueryRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    if (!isReportName(report)) throw DomainError.notFound();
    if (!isFormat(format)) throw DomainError.badRequest([{ field: 'format', code: 'IS_IN' }]);
    const orgId = await this.scope.organisationFor(caller, body.organizationId);
    const { file } = await this.exporter.export(report, body, orgId, format, requestLocale(request));
    response.status(200).type(file.contentType).setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`).send(file.body);
  }
}
