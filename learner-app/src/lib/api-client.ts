import { isErrorCode, type ErrorResponse } from '@khru/contracts';
import { useLocaleStore } from '../stores/locale-store';

/** An API failure with the catalogue code the server sent (or a transport code of our own). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The one API client: sends the locale, unwraps JSON, and turns every failure into an ApiError. */
export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/${path.replace(/^\//, '')}`, {
      ...init,
      headers: { 'Accept-Language': useLocaleStore.getState().locale, 'Content-Type': 'application/json', ...init.headers },
    });
  } catch {
    throw new ApiError(0, 'network', 'Network Error');
  }
  const body = (await response.json().catch(() => null)) as (T & Partial<ErrorResponse>) | null;
  if (!response.ok) {
    const code = isErrorCode(body?.code) ? body.code : 'other';
    throw new ApiError(response.status, code, body?.message ?? response.statusText);
  }
  return body as T;
}
