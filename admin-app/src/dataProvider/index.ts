import type { HealthResponse } from '@khru/contracts';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider, type GetListParams } from 'react-admin';
import { getCategoryList } from './categories';

const API = '/api';

/** Sends the admin's language so server messages come back in it. */
const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  headers.set('Accept-Language', globalThis.localStorage?.getItem('locale') ?? 'en');
  return fetchUtils.fetchJson(url, { ...options, headers });
};

const rest = simpleRestProvider(API, httpClient);

/** ra-data-simple-rest for resources, plus the custom methods reports and the dashboard use. */
export const dataProvider = {
  ...rest,
  getList: ((resource: string, params: GetListParams) =>
    resource === 'categories' ? getCategoryList(httpClient, params) : rest.getList(resource, params)) as DataProvider['getList'],
  async getHealth(): Promise<HealthResponse> {
    const response = await fetch(`${API}/health`, { headers: { Accept: 'application/json' } });
    return (await response.json()) as HealthResponse;
  },
};

export type KhruDataProvider = typeof dataProvider;
