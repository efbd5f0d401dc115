import { fetchUtils } from 'react-admin';
import { storedToken } from '../auth/tokens';

/** Sends the admin's language (server messages come back in it) and the access token. */
export const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  headers.set('Accept-Language', globalThis.localStorage?.getItem('locale') ?? 'en');
  const token = storedToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
};

export type HttpClient = typeof httpClient;
