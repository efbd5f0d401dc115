import type { HealthResponse } from '@khru/contracts';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'react-admin';

const API = '/api';

/** Sends the admin's language so server messages come back in it. */
const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  headers.set('Accept-Language', globalThis.localStorage?.getItem('locale') ?? 'en');
  return fetchUtils.fetchJson(url, { ...options, headers });
};

/** ra-data-simple-rest for resources, plus the custom methods reports and the dashboard use. */
export const dataProvider = {
  ...simpleRestProvider(API, httpClient),
  async getHealth(): Promise<HealthResponse> {
    const response = await fetch(`${API}/health`, { headers: { Accept: 'application/json' } });
    return (await response.json()) as HealthResponse;
  },
};

export type KhruDataProvider = typeof dataProvider;
