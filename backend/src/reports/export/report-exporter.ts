import { Inject, Injectable } from '@nestjs/common';
import {
  ORGANISATIONS_COLLECTION,
  REPORT_RULES,
  type Locale,
  type LocalizedText,
  type OrganisationDocument,
  type ReportExportFormat,
  type ReportName,
  type ReportPeriod,
  type ReportQueryBody,
} from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../kernel/infrastructure/tokens.js';
import { ReportQueries } from '../queries/report-queries.service.js';
import { reportTables } from './report-columns.js';
import { reportFile, type ReportFile } from './report-file.js';
import { filterLines } from './report-filters.js';

export interface ExportedReport {
  file: ReportFile;
  /** The period the report answered for, and the organisation it is about, for a mail to name. */
  period: ReportPeriod;
  organisation: LocalizedText;
}

/** Runs a report for an export (the request's, or a scheduled mail's) and writes it as a file. */
@Injectable()
export class ReportExporter {
  constructor(
    private readonly queries: ReportQueries,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  /** Every row of the report's tables (up to REPORT_RULES.maxExportRows, whatever page was asked), in `locale`. */
  async export(report: ReportName, body: ReportQueryBody, orgId: string, format: ReportExportFormat, locale: Locale): Promise<ExportedReport> {
    const { skip: _skip, take: _take, ...query } = body;
    const response = await this.queries.run(report, { ...query, organizationId: orgId, skip: 0, take: REPORT_RULES.maxExportRows }, orgId);
    const found = await this.documents.collection<OrganisationDocument>(ORGANISATIONS_COLLECTION).findOne({ _id: orgId }, { projection: { name: 1 } });
    const organisation = found?.name ?? { en: orgId, th: orgId };
    const document = { filters: filterLines({ organisation, report, query, response, locale }), tables: reportTables(report, response, locale) };
    return { file: await reportFile(report, response.period, document, format), period: response.period, organisation };
  }
}
