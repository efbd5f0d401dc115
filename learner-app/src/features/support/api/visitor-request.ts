import { isErrorCode, SUPPORT_VISITOR_HEADER, type ErrorResponse } from '@khru/contracts';
import { ApiError, type ApiOptions } from '../../../lib/api-client';
import { useLocaleStore } from '../../../stores/locale-store';
import { useSupportVisitorStore } from '../support-visitor-store';
import { refusesVisitorToken } from './visitor-token-refusal';

async function send(path: string, visitorToken: string, { raw, ...init }: ApiOptions): Promise<Response> {
  try {
    return await fetch(`/api/${path}`, {
      ...init,
      headers: {
        'Accept-Language': useLocaleStore.getState().locale,
        ...(raw ? {} : { 'Content-Type': 'application/json' }),
        ...(init.headers as Record<string, string> | undefined),
        [SUPPORT_VISITOR_HEADER]: visitorToken,
      },
    });
  } catch {
    throw new ApiError(0, 'network', 'Network Error');
  }
}

/**
 * A call as the visitor kept in this browser, answered as `api` answers (JSON, failures as ApiError). Not through `api`:
 * a visitor has no session, so a refused token drops the visitor (the panel asks for a name and an email again) instead
 * of logging out and leaving for the login page; and a renewed token comes back in the `x-support-visitor` response
 * header, which is kept.
 */
export async function visitorRequest<T>(path: string, visitorToken: string, init: ApiOptions = {}): Promise<T> {
  const response = await send(path, visitorToken, init);
  const visitors = useSupportVisitorStore.getState();
  if (response.ok) {
    const renewed = response.headers.get(SUPPORT_VISITOR_HEADER);
    if (renewed) visitors.renewToken(visitorToken, renewed);
    return (await response.json().catch(() => null)) as T;
  }
  const body = (await response.json().catch(() => null)) as Partial<ErrorResponse> | null;
  const code = isErrorCode(body?.code) ? body.code : response.status === 429 ? 'rateLimited' : 'other';
  const error = new ApiError(response.status, code, body?.message ?? response.statusText, body?.errors ?? []);
  if (refusesVisitorToken(error)) visitors.refuseToken(visitorToken);
  throw error;
}
