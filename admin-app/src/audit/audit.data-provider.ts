import type { AuditPurchasesResponse, CostCentreBalance, LedgerPage, LicenceResponse } from '@khru/contracts';
import type { DataProviderWith } from '../dataProvider/combine-slices';
import type { HttpClient } from '../dataProvider/http-client';

export type LedgerExportFormat = 'jsonl' | 'csv';

const MEDIA_TYPES: Record<LedgerExportFormat, string> = { jsonl: 'application/x-ndjson', csv: 'text/csv' };

const costCentrePath = (id: string) => `/api/orgsapi/cost-centres/${encodeURIComponent(id)}`;
const asOfQuery = (asOf: string) => `asOf=${encodeURIComponent(asOf)}`;

/** The audit's answers as of an instant: the server computes each from the events up to then. */
export const auditData = (http: HttpClient) => ({
  methods: {
    async getBalanceAsOf(costCentreId: string, asOf: string): Promise<CostCentreBalance> {
      return (await http(`${costCentrePath(costCentreId)}?${asOfQuery(asOf)}`)).json as CostCentreBalance;
    },
    async getLedgerAsOf(costCentreId: string, asOf: string, skip: number, take: number): Promise<LedgerPage> {
      return (await http(`${costCentrePath(costCentreId)}/ledger?${asOfQuery(asOf)}&skip=${skip}&take=${take}`)).json as LedgerPage;
    },
    async getLicenceAsOf(licenceId: string, asOf: string): Promise<LicenceResponse> {
      return (await http(`/api/auditapi/licences/${encodeURIComponent(licenceId)}?${asOfQuery(asOf)}`)).json as LicenceResponse;
    },
    async getPurchasesAsOf(userId: string, asOf: string): Promise<AuditPurchasesResponse> {
      return (await http(`/api/auditapi/users/${encodeURIComponent(userId)}/purchases?${asOfQuery(asOf)}`)).json as AuditPurchasesResponse;
    },
    /** The ledger export as a file, fetched with the admin's token (a plain link would carry none). */
    async exportLedger(costCentreId: string, format: LedgerExportFormat, asOf: string): Promise<Blob> {
      const { body } = await http(`${costCentrePath(costCentreId)}/ledger/export?format=${format}&${asOfQuery(asOf)}`, {
        headers: new Headers({ Accept: MEDIA_TYPES[format] }),
      });
      return new Blob([body], { type: MEDIA_TYPES[format] });
    },
  },
});

export type AuditDataProvider = DataProviderWith<ReturnType<typeof auditData>['methods']>;
