import { describe, expect, it } from 'vitest';
import { fakeHttp } from '../testing/fake-http-client';
import { auditData } from './audit.data-provider';

describe('audit data', () => {
  it('asks every answer as of the instant', async () => {
    const http = fakeHttp(() => ({ json: {} }));
    const audit = auditData(http).methods;
    const asOf = '2026-05-31T16:30:00.000Z';
    await audit.getBalanceAsOf('cc-1', asOf);
    await audit.getLedgerAsOf('cc-1', asOf, 50, 25);
    await audit.getLicenceAsOf('lic-1', asOf);
    await audit.getPurchasesAsOf('u-1', asOf);
    const q = 'asOf=2026-05-31T16%3A30%3A00.000Z';
    expect(http.mock.calls.map(([url]) => url)).toEqual([
      `/api/orgsapi/cost-centres/cc-1?${q}`,
      `/api/orgsapi/cost-centres/cc-1/ledger?${q}&skip=50&take=25`,
      `/api/auditapi/licences/lic-1?${q}`,
      `/api/auditapi/users/u-1/purchases?${q}`,
    ]);
  });

  it('fetches the export as a file of its format', async () => {
    const http = fakeHttp(() => ({ body: 'costCentreId,unlimited\ncc-1,false\n' }));
    const file = await auditData(http).methods.exportLedger('cc-1', 'csv', '2026-05-31T16:30:00.000Z');
    expect(file.type).toBe('text/csv');
    expect(await file.text()).toBe('costCentreId,unlimited\ncc-1,false\n');
    expect(http.mock.calls[0]![0]).toBe('/api/orgsapi/cost-centres/cc-1/ledger/export?format=csv&asOf=2026-05-31T16%3A30%3A00.000Z');
  });
});
