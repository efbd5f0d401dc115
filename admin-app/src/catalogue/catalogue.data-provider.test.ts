import { describe, expect, it } from 'vitest';
import { fakeHttp } from '../testing/fake-http-client';
import { catalogueData } from './catalogue.data-provider';

describe('catalogue data', () => {
  it('searches courses by name in both languages, sorted by the chosen one', async () => {
    const http = fakeHttp(() => ({ json: { data: [], totalCount: 0 } }));
    await catalogueData(http).resources['catalogue-courses'].getList({
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
