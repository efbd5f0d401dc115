import type { AuditPurchasesResponse, LedgerPage } from '@khru/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, Resource } from 'react-admin';
import { categoriesResource } from '../catalogue-admin/categories/categories.resource';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, OPERATIONS, SAFETY_POOL, SIAM_FREIGHT } from '../organisations/test-fixtures';
import { renderWithAdmin } from '../testing/render-with-admin';
import { AuditPage } from './audit-page';

const AS_OF = '2026-05-31T16:30:00.000Z';

const FORKLIFT = { en: 'Forklift safety', th: 'ความปลอดภัยรถยก' };

const LEDGER: LedgerPage = {
  costCentreId: 'cc-ops',
  unlimited: false,
  asOf: AS_OF,
  balance: 880,
  total: 30,
  items: [
    {
      eventId: 'ev-3',
      position: '150',
      at: '2026-03-01T04:00:00.000Z',
      type: 'CreditsTransferredOut',
      amount: -20,
      balanceAfter: 880,
      by: 'u-boss',
      reference: 'tr-1',
      item: null,
      counterpart: { costCentreId: 'cc-hq', name: 'Head office' },
    },
    {
      eventId: 'ev-2',
      position: '140',
      at: '2026-02-10T04:00:00.000Z',
      type: 'CreditsDeducted',
      amount: -100,
      balanceAfter: 900,
      by: 'u-somchai',
      reference: 'enr-1',
      item: { itemId: 'forklift-safety', isBundle: false, title: FORKLIFT },
      counterpart: null,
    },
    {
      eventId: 'ev-1',
      position: '101',
      at: '2026-01-05T03:00:00.000Z',
      type: 'CreditsDeposited',
      amount: 1000,
      balanceAfter: 1000,
      by: 'u-admin',
      reference: 'INV-2026-0001',
      item: null,
      counterpart: null,
    },
  ],
};

const PURCHASES: AuditPurchasesResponse = {
  userId: 'u-somchai',
  asOf: AS_OF,
  orders: [
    {
      orderId: 'ord-7f3a',
      receiptNo: 'KR-2026-000123',
      status: 'paid',
      total: 690,
      placedAt: '2026-01-20T04:00:00.000Z',
      lines: [{ itemId: 'git-and-github', isBundle: false, title: { en: 'Git and GitHub for Teams', th: 'Git และ GitHub สำหรับทีม' }, price: 690 }],
    },
  ],
  enrolments: [
    {
      enrolmentId: 'enr-1',
      costCentreId: 'cc-ops',
      costCentreName: 'Operations',
      itemId: 'forklift-safety',
      isBundle: false,
      title: FORKLIFT,
      credits: 100,
      at: '2026-02-10T04:00:00.000Z',
      reversed: false,
    },
  ],
  entitlements: [
    {
      courseId: 'forklift-safety',
      title: FORKLIFT,
      source: 'credits',
      orderId: 'enr-1',
      receiptNo: null,
      costCentreName: 'Operations',
      grantedAt: '2026-02-10T04:00:00.000Z',
      expiresAt: null,
    },
  ],
};

const DRIVERS_POOL = { ...SAFETY_POOL, id: 'lic-drivers', name: 'Drivers 2026' };

const auditData = () => ({
  getList: vi.fn(async () => ({ data: [SIAM_FREIGHT], total: 1 })),
  getCostCentres: vi.fn(async () => [OPERATIONS]),
  getBalanceAsOf: vi.fn(async () => ({ ...OPERATIONS, balance: 900, used: 100, asOf: AS_OF })),
  getLedgerAsOf: vi.fn(async () => LEDGER),
  getLicences: vi.fn(async () => [SAFETY_POOL, DRIVERS_POOL]),
  getLicenceAsOf: vi.fn(async (id: string) => {
    if (id === DRIVERS_POOL.id) throw new HttpError('Not found', 404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    return { ...SAFETY_POOL, asOf: AS_OF };
  }),
  getPurchasesAsOf: vi.fn(async () => PURCHASES),
  exportLedger: vi.fn(async () => new Blob(['{}\n'], { type: 'application/x-ndjson' })),
});

/** The categories every admin sees; react-admin shows its welcome page instead of the app when there is no resource. */
const everyonesResources = <Resource {...categoriesResource} />;

/** The page as the app shows it to auditors (the app routes `/audit` to it; here it is the page at `/`). */
const asAuditor = (data: ReturnType<typeof auditData>, locale: 'en' | 'th' = 'en') =>
  renderWithAdmin(everyonesResources, { data, dashboard: AuditPage, permissions: ['VIEW_AUDIT'], locale });

/** Opens the audit page, organisation and cost centre chosen for the only ones offered, at the instant the auditor asks. */
async function openAuditAt(data: ReturnType<typeof auditData>, locale: 'en' | 'th' = 'en') {
  asAuditor(data, locale);
  await waitFor(() => expect(data.getBalanceAsOf).toHaveBeenCalled());
  fireEvent.change(screen.getByLabelText(locale === 'th' ? 'ณ เวลา (เวลากรุงเทพฯ)' : 'As of (Bangkok time)'), { target: { value: '2026-05-31T23:30' } });
  await waitFor(() => expect(data.getBalanceAsOf).toHaveBeenCalledWith('cc-ops', AS_OF));
}

describe('audit page', () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = vi.fn(() => 'blob:ledger');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('reads the balance and the ledger as of the chosen Bangkok instant', async () => {
    const data = auditData();
    await openAuditAt(data);
    expect(await screen.findByText('900 credits')).toBeInTheDocument();
    expect(screen.getByText('OPS · Operations as of 31 May 2026, 23:30')).toBeInTheDocument();
    await waitFor(() => expect(data.getLedgerAsOf).toHaveBeenCalledWith('cc-ops', AS_OF, 0, 25));
    const ledger = screen.getByRole('table', { name: 'Ledger' });
    const deposit = within(ledger).getByText('ev-1').closest('tr')!;
    for (const text of ['5 Jan 2026, 10:00', 'Deposit', '+1,000', '1,000', 'u-admin', 'INV-2026-0001', '101'])
      expect(within(deposit).getByText(text)).toBeInTheDocument();
    expect(within(within(ledger).getByText('ev-2').closest('tr')!).getByText('-100')).toBeInTheDocument();
  });

  it('lists the ledger newest first, each line named by what it is about, with the reference it carries', async () => {
    await openAuditAt(auditData());
    const rows = within(await screen.findByRole('table', { name: 'Ledger' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Transfer out', 'Enrolment', 'Deposit']);
    for (const text of ['To Head office', 'tr-1']) expect(within(rows[0]!).getByText(text)).toBeInTheDocument();
    for (const text of ['Forklift safety', 'enr-1']) expect(within(rows[1]!).getByText(text)).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('forklift-safety')).not.toBeInTheDocument();
  });

  it('pages through the ledger on the server', async () => {
    const data = auditData();
    await openAuditAt(data);
    fireEvent.click(await screen.findByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(data.getLedgerAsOf).toHaveBeenCalledWith('cc-ops', AS_OF, 25, 25));
  });

  it('downloads the export as of the instant in either format', async () => {
    const data = auditData();
    await openAuditAt(data);
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(data.exportLedger).toHaveBeenCalledWith('cc-ops', 'csv', AS_OF));
    await waitFor(() => expect(saved).toEqual(['ledger-OPS-2026-05-31T16-30-00-000Z.csv']));
    fireEvent.click(screen.getByRole('button', { name: 'Download JSONL' }));
    await waitFor(() => expect(data.exportLedger).toHaveBeenCalledWith('cc-ops', 'jsonl', AS_OF));
  });

  it('shows who held each licence pool then, and a pool that did not exist yet as such', async () => {
    const data = auditData();
    await openAuditAt(data);
    await waitFor(() => expect(data.getLicenceAsOf).toHaveBeenCalledWith('lic-safety', AS_OF));
    expect(await screen.findByText('Somchai Jaidee')).toBeInTheDocument();
    expect(screen.getByText('4 of 10 seats taken · valid 1 Jan 2026, 00:00 to 31 Dec 2026, 23:59')).toBeInTheDocument();
    expect(await screen.findByText('Not created yet on 31 May 2026, 23:30')).toBeInTheDocument();
  });

  it('looks up a holder’s purchases, enrolments and course access as of the instant', async () => {
    const data = auditData();
    await openAuditAt(data);
    fireEvent.click(await screen.findByRole('button', { name: /: look up the purchases of Somchai Jaidee$/ }));
    await waitFor(() => expect(data.getPurchasesAsOf).toHaveBeenCalledWith('u-somchai', AS_OF));
    const orders = await screen.findByRole('table', { name: 'Orders' });
    for (const text of ['KR-2026-000123', 'Git and GitHub for Teams · course', 'Paid']) expect(within(orders).getByText(text)).toBeInTheDocument();
    const enrolments = screen.getByRole('table', { name: 'Enrolments by credits' });
    expect(within(enrolments).getByText('Forklift safety · course')).toBeInTheDocument();
    expect(within(enrolments).getByText('Operations')).toBeInTheDocument();
    const access = screen.getByRole('table', { name: 'Course access' });
    for (const text of ['Forklift safety', 'Credits', 'No end', 'Operations']) expect(within(access).getByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/forklift-safety|cc-ops|ord-7f3a/)).not.toBeInTheDocument();
  });

  it('lets the auditor choose among several organisations and cost centres', async () => {
    const data = {
      ...auditData(),
      getList: vi.fn(async () => ({ data: [SIAM_FREIGHT, { ...SIAM_FREIGHT, id: 'org-other', name: { en: 'Other Co', th: 'อื่น' } }], total: 2 })),
    };
    data.getCostCentres.mockResolvedValue([OPERATIONS, HEAD_OFFICE]);
    asAuditor(data);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Organisation' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Siam Freight' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Cost centre' }));
    fireEvent.click(await screen.findByRole('option', { name: 'HQ · Head office' }));
    await waitFor(() => expect(data.getBalanceAsOf).toHaveBeenCalledWith('cc-hq', expect.any(String)));
  });

  it('shows the server’s refusal in a notification', async () => {
    const data = {
      ...auditData(),
      getBalanceAsOf: vi.fn(async () =>
        Promise.reject(new HttpError('Forbidden', 403, { statusCode: 403, code: 'FORBIDDEN', message: 'You may not see this' })),
      ),
    };
    asAuditor(data);
    expect(await screen.findByText('You may not see this')).toBeInTheDocument();
  });

  it('speaks Thai to a Thai auditor', async () => {
    const data = auditData();
    await openAuditAt(data, 'th');
    expect((await screen.findAllByText('ตรวจสอบย้อนหลัง')).length).toBeGreaterThan(0);
    expect(await screen.findByText('900 เครดิต')).toBeInTheDocument();
    expect(within(await screen.findByRole('table', { name: 'บัญชีเครดิต' })).getByText('เติมเครดิต')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'บัญชีเครดิต' })).getByText('ความปลอดภัยรถยก')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'บัญชีเครดิต' })).getByText('ไปยัง Head office')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ดาวน์โหลด CSV' })).toBeInTheDocument();
  });
});

describe('audit menu', () => {
  it('offers the audit page to those who may audit', async () => {
    asAuditor(auditData());
    expect(await screen.findByRole('menuitem', { name: 'Audit' })).toBeInTheDocument();
  });

  it('does not offer it to a platform admin', async () => {
    renderWithAdmin(everyonesResources, { data: auditData(), dashboard: AuditPage, permissions: ['ADMIN'] });
    await screen.findByRole('menuitem', { name: 'Dashboard' });
    expect(screen.queryByRole('menuitem', { name: 'Audit' })).not.toBeInTheDocument();
  });
});
