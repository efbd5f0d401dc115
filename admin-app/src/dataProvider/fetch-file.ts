import type { ErrorResponse } from '@khru/contracts';
import { HttpError } from 'react-admin';
import { storedToken } from '../auth/tokens';

/** A file the API sends only to a signed-in admin (a plain link would carry no token), in the admin's language. */
export async function fetchFile(url: string, accept?: string): Promise<Blob> {
  const token = storedToken();
  const response = await fetch(url, {
    headers: {
      ...(accept ? { Accept: accept } : {}),
      'Accept-Language': globalThis.localStorage?.getItem('locale') ?? 'en',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ErrorResponse> | null;
    throw new HttpError(body?.message ?? response.statusText, response.status, body);
  }
  return response.blob();
}
