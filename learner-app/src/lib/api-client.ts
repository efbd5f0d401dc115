import { isErrorCode, type ErrorResponse, type FieldError } from '@khru/contracts';
import { useLocaleStore } from '../stores/locale-store';
import { useSessionStore } from '../stores/session-store';
import { refreshSession } from './refresh-session';
import { readStoredTokens } from '../stores/stored-tokens';

/** An API failure with the catalogue code the server sent (or a transport code of our own). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
  }
}

/** Where a 401 sends the learner; set by the router so the redirect keeps the app's history. */
let onUnauthorized: (() => void) | null = null;
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** Calls whose 401 means "wrong credentials", not "session over". */
const CREDENTIAL_CALLS = /^authapi\/auth\/(login|signup|forgot-password|forgot-password-confirm|[^/]+\/refresh-token)$/;

export interface ApiOptions extends RequestInit {
  /** A body that is sent as is (FormData for uploads) instead of JSON. */
  raw?: boolean;
}

async function send(path: string, init: ApiOptions): Promise<Response> {
  const token = readStoredTokens()?.jwtToken;
  const { raw, ...rest } = init;
  try {
    return await fetch(`/api/${path}`, {
      ...rest,
      headers: {
        'Accept-Language': useLocaleStore.getState().locale,
        ...(raw ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...rest.headers,
      },
    });
  } catch {
    throw new ApiError(0, 'network', 'Network Error');
  }
}

/**
 * The one API client: sends the locale and the access token, unwraps JSON, and turns every failure
 * into an ApiError. A 401 refreshes the session and retries once; if that fails the learner is
 * logged out and sent to /auth/login (spec section 4).
 */
export async function api<T>(path: string, init: ApiOptions = {}): Promise<T> {
  // An empty body (204) reads as null, as before.
  const response = await request(path, init);
  return (await response.json().catch(() => null)) as T;
}

/** A file the API serves (a certificate's PDF) with the learner's session, as a Blob; failures as `api` has them. */
export async function apiBlob(path: string, init: ApiOptions = {}): Promise<Blob> {
  return (await request(path, init)).blob();
}

/** A successful response, after the session refresh and with every failure turned into an ApiError. */
async function request(path: string, init: ApiOptions): Promise<Response> {
  const relative = path.replace(/^\//, '');
  let response = await send(relative, init);
  const sessionCall = !CREDENTIAL_CALLS.test(relative.split('?')[0] ?? '');
  if (response.status === 401 && sessionCall && readStoredTokens()) {
    if (await refreshSession()) response = await send(relative, init);
    // Tokens still stored after a failed refresh: it was interrupted, not refused, so the session stands.
    else if (readStoredTokens()) throw new ApiError(0, 'network', 'Network Error');
  }
  if (response.ok) return response;
  const body = (await response.json().catch(() => null)) as Partial<ErrorResponse> | null;
  if (response.status === 401 && sessionCall) {
    useSessionStore.getState().loggedOut();
    onUnauthorized?.();
  }
  const code = isErrorCode(body?.code) ? body.code : response.status === 429 ? 'rateLimited' : 'other';
  throw new ApiError(response.status, code, body?.message ?? response.statusText, body?.errors ?? []);
}
