import { SUPPORT_VISITOR_HEADER } from '@khru/contracts';
import { api, type ApiOptions } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { useSupportVisitorStore } from '../support-visitor-store';

export const SUPPORT_PATH = 'supportapi';

/** The visitor header, when support is talked to as the visitor kept in this browser (a logged-in learner uses the bearer token). */
export function visitorHeader(): Record<string, string> {
  const visitor = useSupportVisitorStore.getState().visitor;
  const loggedIn = useSessionStore.getState().status === 'loggedIn';
  return visitor && !loggedIn ? { [SUPPORT_VISITOR_HEADER]: visitor.visitorToken } : {};
}

/** The API client on `supportapi/…`, as the learner or as the visitor. */
export const supportApi = <T>(path: string, init: ApiOptions = {}) =>
  api<T>(`${SUPPORT_PATH}/${path}`, { ...init, headers: { ...visitorHeader(), ...(init.headers as Record<string, string> | undefined) } });

export const postJson = (body: unknown): ApiOptions => ({ method: 'POST', body: JSON.stringify(body) });

/** `?after=` makes a read wait until the read models have passed a change just made (design section 6). */
export const afterParam = (position: string | null | undefined) => (position ? `?after=${encodeURIComponent(position)}` : '');
