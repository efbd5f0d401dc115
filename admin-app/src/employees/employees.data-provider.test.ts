// @vitest-environment jsdom
import { STORAGE_KEYS, type EmployeeResponse } from '@khru/contracts';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../dataProvider/http-client';
import { fakeHttpByPath } from '../testing/fake-http-client';
import { employeeChanges, employeesData } from './employees.data-provider';
import { organisationScope } from './my-organisation';
import { PROFILE } from './test-fixtures';

const profileOf = (userId: string) => `/api/orgsapi/organizations/employees/userprofiles/${userId}`;
const EMPLOYEES = '/api/orgsapi/organizations/org-siam/employees';
const asClient = (http: ReturnType<typeof fakeHttpByPath>) => http as unknown as HttpClient;

beforeEach(() => localStorage.setItem(STORAGE_KEYS.userId, 'u-hr'));

describe('the organisation data', () => {
  it('lists employees of the signed-in person’s organisation, paged and filtered by the server', async () => {
    const http = fakeHttpByPath({ [profileOf('u-hr')]: PROFILE, [EMPLOYEES]: { items: [{ id: 'u-1' }], total: 31 } });
    const { resources } = employeesData(organisationScope(asClient(http)));
    const list = await resources.employees.getList({
      pagination: { page: 3, perPage: 10 },
      filter: { q: 'som', department: 'Warehouse', active: 'false' },
    } as never);
    expect(list).toEqual({ data: [{ id: 'u-1' }], total: 31 });
    expect(http.mock.lastCall?.[0]).toBe(`${EMPLOYEES}?skip=20&take=10&q=som&department=Warehouse&active=false`);
  });

  it('asks for the organisation once per signed-in person', async () => {
    const http = fakeHttpByPath({
      [profileOf('u-hr')]: PROFILE,
      [profileOf('u-other')]: { ...PROFILE, orgId: 'org-other' },
      [EMPLOYEES]: { items: [], total: 0 },
      '/api/orgsapi/organizations/org-other/employees': { items: [], total: 0 },
    });
    const { resources } = employeesData(organisationScope(asClient(http)));
    const list = () => resources.employees.getList({ pagination: { page: 1, perPage: 10 }, filter: {} } as never);
    await list();
    await list();
    localStorage.setItem(STORAGE_KEYS.userId, 'u-other');
    await list();
    const asked = http.mock.calls.map(([url]) => url);
    expect(asked.filter((url) => url.startsWith('/api/orgsapi/organizations/employees/userprofiles/'))).toEqual([profileOf('u-hr'), profileOf('u-other')]);
    expect(asked.at(-1)).toMatch(/^\/api\/orgsapi\/organizations\/org-other\/employees\?/);
  });

  it('adds a person with trimmed details and reads them back after the command’s position', async () => {
    const added = { ...PROFILE, userId: 'u-new', email: 'nok@siamfreight.example' };
    const http = fakeHttpByPath({
      [profileOf('u-hr')]: PROFILE,
      '/api/orgsapi/organizations/org-siam/add-subuser': { id: 'u-new', position: '42' },
      [profileOf('u-new')]: added,
    });
    const { resources } = employeesData(organisationScope(asClient(http)));
    const created = (await resources.employees.create({
      data: { email: ' nok@siamfreight.example ', firstName: 'Nok', lastName: 'Wongsa', department: null, costCentreId: null, role: 'B2B' },
    } as never)) as { data: { id: string } };
    const post = http.mock.calls.find(([url]) => url.endsWith('/add-subuser'))!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ email: 'nok@siamfreight.example', firstName: 'Nok', lastName: 'Wongsa', role: 'B2B', department: '' });
    expect(http.mock.lastCall?.[0]).toBe(`${profileOf('u-new')}?after=42`);
    expect(created.data.id).toBe('u-new');
  });

  it('sends a field error list back as form errors beside the fields', async () => {
    const http = vi.fn(async (url: string) => {
      if (url.startsWith(profileOf('u-hr'))) return { status: 200, headers: new Headers(), body: '', json: PROFILE };
      throw new HttpError('Bad Request', 400, {
        message: 'Bad Request',
        errors: [{ field: 'email', code: 'BAD_REQUEST', rule: 'emailTaken', message: 'This email already belongs to another account' }],
      });
    });
    const { resources } = employeesData(organisationScope(http as unknown as HttpClient));
    const refusal = await resources.employees
      .create({ data: { email: 'a@b.example', firstName: 'A', lastName: 'B' } } as never)
      .catch((error: unknown) => error);
    expect((refusal as HttpError).body.errors).toEqual({
      email: 'This email already belongs to another account',
      root: { serverError: 'Bad Request · This email already belongs to another account' },
    });
  });

  it('previews an import as multipart `file` and reports a refused file’s rows', async () => {
    const rows = [{ line: 2, field: 'email', message: 'This email appears more than once in the file' }];
    const http = vi.fn(async (url: string, options?: RequestInit) => {
      if (url.startsWith(profileOf('u-hr'))) return { status: 200, headers: new Headers(), body: '', json: PROFILE };
      expect(url).toBe('/api/orgsapi/organizations/org-siam/employees/import?dryRun=true');
      expect((options!.body as FormData).get('file')).toBeInstanceOf(File);
      throw new HttpError('Bad Request', 400, { message: 'Bad Request', rows });
    });
    const { methods } = employeesData(organisationScope(http as unknown as HttpClient));
    const outcome = await methods.importEmployees(new File(['email\n'], 'people.csv'), true);
    expect(outcome).toEqual({ kind: 'refused', message: 'Bad Request', errors: rows });
  });

  it('sends only what changed in an employee, and nothing when nothing did', () => {
    const before = {
      firstName: 'Somchai',
      lastName: 'Jaidee',
      department: 'Warehouse',
      position: '',
      costCentreId: 'cc-ops',
      active: true,
    } as Partial<EmployeeResponse>;
    expect(employeeChanges({ ...before }, before)).toEqual({});
    expect(employeeChanges({ ...before, department: ' Yard ', position: null as never, costCentreId: 'cc-hq' }, before)).toEqual({
      department: 'Yard',
      costCentreId: 'cc-hq',
    });
    expect(employeeChanges({ active: false }, before)).toEqual({ active: false });
  });
});
