import type { OrganisationResponse } from '@khru/contracts';
import { describe, expect, it } from 'vitest';
import { fakeHttp } from '../testing/fake-http-client';
import { organisationsData } from './organisations.data-provider';

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
    const organisations = organisationsData(http).resources.organisations;
    const page = await organisations.getList({ pagination: { page: 1, perPage: 2 }, sort: { field: 'name.th', order: 'ASC' }, filter: {} });
    expect(page).toEqual({ data: [all[2], all[0]], total: 3 });
    const found = await organisations.getList({ pagination: { page: 1, perPage: 10 }, sort: { field: 'name.en', order: 'ASC' }, filter: { q: 'ชา' } });
    expect(found.data.map((o) => o.id)).toEqual(['c']);
    expect(http).toHaveBeenCalledWith('/api/orgsapi/organizations');
  });

  it('creates an organisation, then reads it back once the read model has it', async () => {
    const http = fakeHttp((url) => (url === '/api/orgsapi/organizations' ? { json: { id: 'org-1', position: '12' } } : { json: all[0] }));
    const created = await organisationsData(http).resources.organisations.create({ data: { nameEn: 'x' } as never });
    expect(created.data).toEqual(all[0]);
    expect(http).toHaveBeenNthCalledWith(1, '/api/orgsapi/organizations', { method: 'POST', body: JSON.stringify({ nameEn: 'x' }) });
    expect(http).toHaveBeenNthCalledWith(2, '/api/orgsapi/organizations/org-1?after=12');
  });

  it('deposits into a cost centre and reads cost centres and licences after a write', async () => {
    const http = fakeHttp(() => ({ json: { position: '7' } }));
    const holdings = organisationsData(http).methods;
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
