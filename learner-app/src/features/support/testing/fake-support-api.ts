import type { SupportConversationSummary, SupportConversationView, SupportHoursResponse, SupportMessageView, SupportVisitorResponse } from '@khru/contracts';
import { DEFAULT_SUPPORT_HOURS, SUPPORT_VISITOR_HEADER } from '@khru/contracts';
import { vi } from 'vitest';

export interface SupportCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** JSON bodies parsed; multipart bodies as their fields (a file as `{ name, type, size }`). */
  body: unknown;
}

export const VISITOR: SupportVisitorResponse = { visitorId: 'v1', visitorToken: 'visitor-token-1', name: 'Nok', email: 'nok@example.com' };

export const message = (seq: number, overrides: Partial<SupportMessageView> = {}): SupportMessageView => ({
  id: `m${seq}`,
  seq,
  author: 'learner',
  authorName: 'Nok',
  body: `Message ${seq}`,
  attachment: null,
  at: new Date(Date.UTC(2026, 10, 25, 2, seq)).toISOString(),
  state: 'sent',
  ...overrides,
});

export const conversation = (id: string, overrides: Partial<SupportConversationView> = {}): SupportConversationView => {
  const messages = overrides.messages ?? [message(1)];
  return {
    id,
    status: 'waiting-for-us',
    name: 'Nok',
    email: 'nok@example.com',
    page: '/',
    startedAt: messages[0]!.at,
    lastMessageAt: messages.at(-1)!.at,
    closedAt: null,
    rating: null,
    unread: messages.filter((m) => m.author === 'support' && m.state !== 'read').length,
    ...overrides,
    messages,
  };
};

const summary = (view: SupportConversationView): SupportConversationSummary => {
  const last = view.messages.at(-1)!;
  return {
    id: view.id,
    status: view.status,
    startedAt: view.startedAt,
    lastMessageAt: view.lastMessageAt,
    lastMessage: { author: last.author, body: last.body, at: last.at },
    unread: view.unread,
    rating: view.rating,
  };
};

const bodyOf = (body: BodyInit | null | undefined): unknown => {
  if (!body) return null;
  if (body instanceof FormData) {
    return Object.fromEntries([...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : { name: v.name, type: v.type, size: v.size }]));
  }
  return JSON.parse(String(body));
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The support API as the server answers it, in memory: visitors, conversations with numbered messages, marks, closing
 * and rating. `refuseFiles` makes uploads fail as the server refuses a file, with its message; `refuseVisitor` answers
 * conversation calls made with a visitor token as the server refuses the token; `renewTo` hands back a renewed visitor
 * token; `join` answers the visitor's joining an account; `other` answers the rest of the API.
 */
export function fakeSupportApi({
  online = true,
  conversations = [] as SupportConversationView[],
  join = null as [number, unknown] | null,
  other = (() => undefined) as (method: string, path: string) => [number, unknown] | undefined,
} = {}) {
  const state = {
    hours: { online, opensAt: online ? null : '2026-11-26T02:00:00.000Z', hours: DEFAULT_SUPPORT_HOURS } as SupportHoursResponse,
    conversations: [...conversations],
    refuseFiles: null as string | null,
    refuseVisitor: null as [number, unknown] | null,
    renewTo: null as string | null,
  };
  const calls: SupportCall[] = [];
  let position = 0;
  let next = 0;
  const accepted = () => json(200, { position: String(++position) });
  const find = (id: string) => state.conversations.find((c) => c.id === id);
  const replace = (view: SupportConversationView) => {
    state.conversations = [view, ...state.conversations.filter((c) => c.id !== view.id)];
  };
  const add = (view: SupportConversationView, author: 'learner' | 'support', body: string, attachment: SupportMessageView['attachment'] = null) => {
    const seq = view.messages.length + 1;
    const posted = message(seq, { author, body, attachment, authorName: author === 'learner' ? view.name : 'Khru support', at: new Date().toISOString() });
    const status = author === 'learner' ? 'waiting-for-us' : 'waiting-for-learner';
    replace({ ...view, status, closedAt: null, messages: [...view.messages, posted], lastMessageAt: posted.at });
    return posted;
  };
  const answer = (method: string, path: string, visitorToken: string | undefined): Response => {
    const elsewhere = path.startsWith('supportapi/') ? undefined : other(method, path);
    if (elsewhere) return json(...elsewhere);
    const route = path.replace(/^supportapi\//, '').split('?')[0]!;
    if (visitorToken && state.refuseVisitor && route.startsWith('conversations')) return json(...state.refuseVisitor);
    const [, id, action] = /^conversations\/([^/]+)(?:\/(\w+))?$/.exec(route) ?? [];
    const view = id ? find(id) : undefined;
    if (method === 'GET' && route === 'hours') return json(200, state.hours);
    if (method === 'POST' && route === 'visitors') return json(200, VISITOR);
    if (method === 'POST' && route === 'visitors/join') return join ? json(...join) : accepted();
    if (method === 'GET' && route === 'conversations') return json(200, { data: state.conversations.map(summary) });
    if (method === 'POST' && route === 'conversations') {
      const { body, page } = calls.at(-1)!.body as { body: string; page: string };
      const started = conversation(`c${++next}-new`, { page, messages: [message(1, { body, at: new Date().toISOString() })] });
      replace(started);
      return json(200, { conversationId: started.id, messageId: 'm1', position: String(++position) });
    }
    if (!view) return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    if (method === 'GET' && !action) return json(200, view);
    if (action === 'messages') {
      const { body = '', file } = calls.at(-1)!.body as { body?: string; file?: { name: string; type: string; size: number } };
      if (file && state.refuseFiles) return json(400, { statusCode: 400, code: 'FILE_UPLOAD_FAILED', message: state.refuseFiles });
      const attachment = file ? { name: file.name, contentType: file.type, size: file.size, url: `/files/${file.name}` } : null;
      return json(200, { messageId: add(view, 'learner', body, attachment).id, position: String(++position) });
    }
    if (action === 'close') {
      replace({ ...view, status: 'closed', closedAt: new Date().toISOString() });
      return accepted();
    }
    if (action === 'rating') {
      replace({ ...view, rating: (calls.at(-1)!.body as { rating: number }).rating });
      return accepted();
    }
    if (action === 'delivered' || action === 'read') return accepted();
    return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = url.replace(/^\/api\//, '');
      const headers = { ...(init.headers as Record<string, string>) };
      calls.push({ method, path, headers, body: bodyOf(init.body) });
      const visitorToken = headers[SUPPORT_VISITOR_HEADER];
      const response = answer(method, path, visitorToken);
      if (!visitorToken || !state.renewTo || !response.ok) return response;
      return new Response(response.body, { status: response.status, headers: { 'Content-Type': 'application/json', [SUPPORT_VISITOR_HEADER]: state.renewTo } });
    }),
  );
  return { state, calls, addSupportReply: (id: string, body: string) => add(find(id)!, 'support', body) };
}
