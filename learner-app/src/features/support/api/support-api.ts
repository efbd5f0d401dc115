import { api, type ApiOptions } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { useSupportVisitorStore } from '../support-visitor-store';
import { visitorRequest } from './visitor-request';

export const SUPPORT_PATH = 'supportapi';

/** The visitor's token, when support is talked to as the visitor kept in this browser (a logged-in learner uses the bearer token). */
const visitorToken = (): string | null => {
  const visitor = useSupportVisitorStore.getState().visitor;
  return visitor && useSessionStore.getState().status !== 'loggedIn' ? visitor.visitorToken : null;
};

/** The API client on `supportapi/…`, as the learner or as the visitor. */
export const supportApi = <T>(path: string, init: ApiOptions = {}) => {
  const token = visitorToken();
  return token ? visitorRequest<T>(`${SUPPORT_PATH}/${path}`, token, init) : api<T>(`${SUPPORT_PATH}/${path}`, init);
};

export const postJson = (body: unknown): ApiOptions => ({ method: 'POST', body: JSON.stringify(body) });

/** `?after=` makes a read wait until the read models have passed a change just made (design section 6). */
export const afterParam = (position: string | null | undefined) => (position ? `?after=${encodeURIComponent(position)}` : '');
