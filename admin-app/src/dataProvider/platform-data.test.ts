import type { CreditPriceDocument, OrganisationResponse } from '@khru/contracts';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { auditData } from './audit';
import { catalogueData } from './catalogue';
import { creditPricesData } from './credit-prices';
import type { HttpClient } from './http-client';
import { organisationHoldingsData, organisationsData } from './organisations';
import { serverMessage, withFieldErrors } from './server-errors';

type Answer = { json?: unknown; body?: string };

/** A fake of the app's HTTP client: answers by URL, records what was asked. */
function fakeHttp(answer: (url: string, init?: RequestInit) => Answer) {
  const http = vi.fn(async (url: string, init?: RequestInit) => {
    const { json = null, body = JSON.stringify(json) } = answer(url, init);
    return { status: 200, headers: new Headers(), body, json };
  });
  return http as typeof http & HttpClient;
}

const org = (id: string, en: string, th: string, taxId: string): OrganisationResponse => ({
  id,
  name: { en, th },
  taxId,
  address: '',
  contract: { id: `C-${id}`, start: '2026-01-01T00:00:00.000Z', end: '2026-12-31T00:00:00.000Z' },
  employeeCount: 1,
  activeEmployeeCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('organisations data', () => {
  const all = [
    org('b', 'Bangkok Movers', 'บางกอกมูฟเวอร์ส', '0000000000002'),
    org('a', 'Andaman Foods', 'อันดามันฟู้ดส์', '0000000000001'),
    org('c', 'Chiang Mai Tea', 'ชาเชียงใหม่', '0000000000003'),
  ];

  it('searches, sorts by the name in the chosen language and pages the organisations here', async () => {
    const http = fakeHttp(() => ({ json: all }));
    const organisations = organisationsData(http);
    const page = await organisations.getList({ pagination: { page: 1, perPage: 2 }, sort: { field: 'name.th', order: 'ASC' }, filter: {} });
    expect(page).toEqual({ data: [all[2], all[0]], total: 3 });
    const found = await organisations.getList({ pagination: { page: 1, perPage: 10 }, sort: { field: 'name.en', order: 'ASC' }, filter: { q: 'ชา' } });
    expect(found.data.map((o) => o.id)).toEqual(['c']);
    expect(http).toHaveBeenCalledWith('/api/orgsapi/organizations');
  });

  it('creates an organisation, then reads it back once the read model has it', async () => {
    const http = fakeHttp((url) => (url === '/api/orgsapi/organizations' ? { json: { id: 'org-1', position: '12' } } : { json: all[0] }));
    const created = await organisationsData(http).create({ data: { nameEn: 'x' } as never });
    expect(created.data).toEqual(all[0]);
    expect(http).toHaveBeenNthCalledWith(1, '/api/orgsapi/organizations', { method: 'POST', body: JSON.stringify({ nameEn: 'x' }) });
    expect(http).toHaveBeenNthCalledWith(2, '/api/orgsapi/organizations/org-1?after=12');
  });

  it('deposits into a cost centre and reads cost centres and licences after a write', async () => {
    const http = fakeHttp(() => ({ json: { position: '7' } }));
    const holdings = organisationHoldingsData(http);
    expect(await holdings.depositCredits('cc 1', { amount: 5, invoiceRef: 'INV-1' })).toEqual({ position: '7' });
    await holdings.getCostCentres('org-1', '7');
    await holdings.getLicences('org-1', null);
    expect(http.mock.calls.map(([url]) => url)).toEqual([
      '/api/orgsapi/cost-centres/cc%201/deposits',
      '/api/orgsapi/organizations/org-1/cost-centres?after=7',
      '/api/orgsapi/organizations/org-1/licences',
    ]);
  });
});

describe('credit prices data', () => {
  const course = { id: 'forklift', courseMetadata: { titleEn: 'Forklift', titleTh: 'รถยก' }, price: 900 };
  const price = (id: string, credits: number): CreditPriceDocument => ({ _id: id, isBundle: false, credits, setAt: '2026-01-01T00:00:00.000Z' });

  it('gives each catalogue item of the page its credit price, reading every page of prices', async () => {
    const prices = [...Array.from({ length: 100 }, (_, i) => price(`other-${i}`, 1)), price('forklift', 12)];
    const http = fakeHttp((url) => {
      if (url.startsWith('/api/coursesapi')) return { json: { data: [course, { ...course, id: 'first-aid' }], totalCount: 2 } };
      const skip = Number(new URL(url, 'http://x').searchParams.get('skip'));
      return { json: { items: prices.slice(skip, skip + 100), total: prices.length } };
    });
    const page = await creditPricesData(http).getList({
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'nameEn', order: 'ASC' },
      filter: { kind: 'courses' },
    });
    expect(page.data.map((row) => [row.id, row.credits])).toEqual([
      ['forklift', 12],
      ['first-aid', null],
    ]);
    expect(http.mock.calls.map(([url]) => url).filter((url) => url.includes('credit-prices'))).toEqual([
      '/api/orgsapi/credit-prices?skip=0&take=100',
      '/api/orgsapi/credit-prices?skip=100&take=100',
    ]);
  });

  it('sets a price with the item kind, then reads prices no older than that write', async () => {
    const http = fakeHttp((url) =>
      url.includes('credit-prices/')
        ? { json: { position: '99' } }
        : url.includes('credit-prices')
          ? { json: { items: [], total: 0 } }
          : { json: { data: [], totalCount: 0 } },
    );
    const prices = creditPricesData(http);
    const row = { id: 'warehouse-basics', isBundle: true, nameEn: 'W', nameTh: 'ว', price: 1, credits: null };
    const updated = await prices.update({ id: row.id, data: { credits: '30' as unknown as number }, previousData: row });
    expect(updated.data.credits).toBe(30);
    expect(http).toHaveBeenCalledWith('/api/orgsapi/credit-prices/warehouse-basics', { method: 'PUT', body: JSON.stringify({ isBundle: true, credits: 30 }) });
    await prices.getList({ pagination: { page: 1, perPage: 25 }, sort: { field: 'nameEn', order: 'ASC' }, filter: { kind: 'bundles' } });
    expect(http).toHaveBeenCalledWith('/api/orgsapi/credit-prices?skip=0&take=100&after=99');
    expect(http).toHaveBeenCalledWith('/api/certificatesapi/get-certificates', expect.anything());
  });
});

describe('catalogue data', () => {
  it('searches courses by name in both languages, sorted by the chosen one', async () => {
    const http = fakeHttp(() => ({ json: { data: [], totalCount: 0 } }));
    await catalogueData(http).getList('catalogue-courses', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'nameTh', order: 'DESC' },
      filter: { q: 'รถ' },
    });
    const body = JSON.parse(String(http.mock.calls[0]![1]!.body)) as unknown;
    expect(body).toEqual({
      loadOptions: {
        skip: 20,
        take: 20,
        requireTotalCount: true,
        sort: [{ selector: 'titleTh', desc: true }],
        filter: [['titleEn', 'contains', 'รถ'], 'or', ['titleTh', 'contains', 'รถ']],
      },
    });
  });
});

describe('audit data', () => {
  it('asks every answer as of the instant', async () => {
    const http = fakeHttp(() => ({ json: {} }));
    const audit = auditData(http);
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
    const file = await auditData(http).exportLedger('cc-1', 'csv', '2026-05-31T16:30:00.000Z');
    expect(file.type).toBe('text/csv');
    expect(await file.text()).toBe('costCentreId,unlimited\ncc-1,false\n');
    expect(http.mock.calls[0]![0]).toBe('/api/orgsapi/cost-centres/cc-1/ledger/export?format=csv&asOf=2026-05-31T16%3A30%3A00.000Z');
  });
});

describe('server errors', () => {
  const refusal = new HttpError('The request is invalid', 400, {
    statusCode: 400,
    code: 'BAD_REQUEST',
    message: 'The request is invalid',
    errors: [{ field: 'taxId', code: 'BAD_REQUEST', message: 'Tax ID must be 13 digits' }],
  });

  it('says the server’s message with what it said about each field', () => {
    expect(serverMessage(refusal)).toBe('The request is invalid · Tax ID must be 13 digits');
    expect(serverMessage(new HttpError('Forbidden', 403, { message: 'คุณไม่มีสิทธิ์' }))).toBe('คุณไม่มีสิทธิ์');
  });

  it('hands a form the field errors keyed by field, with the whole message for its notification', async () => {
    const error = await withFieldErrors(Promise.reject(refusal)).catch((e: unknown) => e as HttpError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual({ taxId: 'Tax ID must be 13 digits', root: { serverError: 'The request is invalid · Tax ID must be 13 digits' } });
  });

  it('leaves a refusal naming no field as it is', async () => {
    const forbidden = new HttpError('Forbidden', 403, { message: 'Forbidden' });
    await expect(withFieldErrors(Promise.reject(forbidden))).rejects.toBe(forbidden);
  });
});
