// @vitest-environment jsdom
import { STORAGE_KEYS } from '@khru/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HttpClient } from '../dataProvider/http-client';
import { organisationScope } from '../employees/my-organisation';
import { PROFILE } from '../employees/test-fixtures';
import { fakeHttpByPath } from '../testing/fake-http-client';
import { costCentresData } from './cost-centres.data-provider';

const profileOf = (userId: string) => `/api/orgsapi/organizations/employees/userprofiles/${userId}`;
const asClient = (http: ReturnType<typeof fakeHttpByPath>) => http as unknown as HttpClient;

beforeEach(() => localStorage.setItem(STORAGE_KEYS.userId, 'u-hr'));

describe('the organisation data', () => {
  it('pages an organisation’s cost centres here, since the API lists them whole', async () => {
    const centres = ['C', 'A', 'B'].map((code) => ({ id: `cc-${code}`, code }));
    const http = fakeHttpByPath({ [profileOf('u-hr')]: PROFILE, '/api/orgsapi/organizations/org-siam/cost-centres': centres });
    const { resources } = costCentresData(organisationScope(asClient(http)));
    const page = await resources['cost-centres'].getList({ pagination: { page: 1, perPage: 2 }, sort: { field: 'code', order: 'ASC' }, filter: {} } as never);
    expect(page).toEqual({ data: [centres[1], centres[2]], total: 3 });
  });
});
