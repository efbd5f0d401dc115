import type { ContactMessageResponse, HistoryEntry } from '@khru/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Resource, type GetListParams } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../dataProvider/http-client';
import { renderWithAdmin } from '../testing/render-with-admin';
import { contactMessagesData } from './contact-messages.data-provider';
import { contactMessagesResource } from './contact-messages.resource';

const message = (overrides: Partial<ContactMessageResponse> = {}): ContactMessageResponse => ({
  id: 'm-1',
  name: 'Somchai Jaidee',
  email: 'somchai@example.test',
  phoneNumber: '081 234 5678',
  companyName: null,
  topic: 'billing',
  message: 'ใบเสร็จของฉันอยู่ที่ไหน',
  locale: 'th',
  submittedAt: '2026-05-10T03:00:00.000Z',
  status: 'new',
  handledAt: null,
  replies: [],
  ...overrides,
});

const HANDLED = message({ id: 'm-2', name: 'Jane Doe', email: 'jane@example.test', locale: 'en', status: 'handled', handledAt: '2026-05-11T03:00:00.000Z' });

/** The inbox's server: marking handled and replying change what the next read returns. */
function serve(initial: ContactMessageResponse[]) {
  let all = [...initial];
  const change = (id: string, patch: (m: ContactMessageResponse) => ContactMessageResponse) => {
    all = all.map((m) => (m.id === id ? patch(m) : m));
    return { position: '7' };
  };
  return {
    getList: vi.fn(async (_resource: string, params: GetListParams) => {
      const { status, q } = (params.filter ?? {}) as { status?: string; q?: string };
      const data = all.filter((m) => (!status || (m.status ?? 'new') === status) && (!q || `${m.name} ${m.email} ${m.message}`.includes(q)));
      return { data, total: data.length };
    }),
    getOne: vi.fn(async (_resource: string, { id }: { id: string }) => ({ data: all.find((m) => m.id === id)! })),
    markContactMessageHandled: vi.fn(async (id: string) => change(id, (m) => ({ ...m, status: 'handled', handledAt: '2026-05-12T03:00:00.000Z' }))),
    replyToContactMessage: vi.fn(async (id: string, body: string) =>
      change(id, (m) => ({ ...m, replies: [...(m.replies ?? []), { id: 'r-1', body, locale: m.locale, at: '2026-05-12T02:00:00.000Z', userId: 'admin-1' }] })),
    ),
    getRecordHistory: vi.fn(async () => ({
      stream: 'contact-m-1',
      data: [
        {
          revision: 0,
          type: 'ContactMessageSubmitted',
          occurredAt: '2026-05-10T03:00:00.000Z',
          actor: null,
          data: { topic: 'billing' },
        } satisfies HistoryEntry,
      ],
      totalCount: 1,
    })),
  };
}

const inbox = <Resource {...contactMessagesResource} />;

describe('contact messages', () => {
  // react-admin keeps a list's filters in localStorage: each case starts from an unfiltered inbox.
  beforeEach(() => localStorage.clear());

  it('lists new and handled messages and filters by status', async () => {
    const data = serve([message(), HANDLED]);
    renderWithAdmin(inbox, { data, path: '/contact-messages' });
    expect(await screen.findByText('Somchai Jaidee')).toBeInTheDocument();
    expect(screen.getByText('Jane Doe')).toBeInTheDocument();
    expect(screen.getAllByText('New').length).toBeGreaterThan(0);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Handled' }));
    await waitFor(() => expect(screen.queryByText('Somchai Jaidee')).not.toBeInTheDocument());
    expect(data.getList).toHaveBeenLastCalledWith('contact-messages', expect.objectContaining({ filter: { status: 'handled' } }));
  });

  it('searches as q, naming where it looks', async () => {
    const data = serve([message(), HANDLED]);
    renderWithAdmin(inbox, { data, path: '/contact-messages' });
    expect(await screen.findByText('Jane Doe')).toBeInTheDocument();
    const search = screen.getByPlaceholderText('Search name, email, company or message');
    expect(search).toHaveAttribute('maxlength', '200');

    fireEvent.change(search, { target: { value: 'Somchai' } });
    // The search input waits for typing to pause before it filters.
    await waitFor(() => expect(data.getList).toHaveBeenLastCalledWith('contact-messages', expect.objectContaining({ filter: { q: 'Somchai' } })), {
      timeout: 3000,
    });
    await waitFor(() => expect(screen.queryByText('Jane Doe')).not.toBeInTheDocument());
    expect(screen.getByText('Somchai Jaidee')).toBeInTheDocument();
  });

  it('sends the search to the server as q, trimmed, and leaves a blank one out', async () => {
    const http = vi.fn(async () => ({ status: 200, headers: new Headers(), body: '', json: { data: [], totalCount: 0 } }));
    const { getList } = contactMessagesData(http as typeof http & HttpClient).resources['contact-messages'];
    const page = { pagination: { page: 2, perPage: 25 }, sort: { field: 'submittedAt', order: 'DESC' as const } };
    await getList({ ...page, filter: { status: 'new', q: ' สมชาย@example.test ' } });
    expect(http).toHaveBeenLastCalledWith(`/api/cmsapi/contact-messages?skip=25&take=25&status=new&q=${encodeURIComponent('สมชาย@example.test')}`);
    await getList({ ...page, filter: { q: '  ' } });
    expect(http).toHaveBeenLastCalledWith('/api/cmsapi/contact-messages?skip=25&take=25');
  });

  it('replies in the sender’s language, saying so, and marks the message handled', async () => {
    const data = serve([message()]);
    renderWithAdmin(inbox, { data, path: '/contact-messages/m-1/show' });
    expect(await screen.findByText('ใบเสร็จของฉันอยู่ที่ไหน')).toBeInTheDocument();
    expect(screen.getByText('No reply yet.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Somchai Jaidee' });
    expect(dialog).toHaveTextContent('Your reply is mailed to somchai@example.test in Thai');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(data.replyToContactMessage).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your reply' }), { target: { value: ' ใบเสร็จส่งทางอีเมลแล้วค่ะ ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(data.replyToContactMessage).toHaveBeenCalledWith('m-1', 'ใบเสร็จส่งทางอีเมลแล้วค่ะ'));
    expect(await screen.findByText('ใบเสร็จส่งทางอีเมลแล้วค่ะ')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(data.markContactMessageHandled).toHaveBeenCalledWith('m-1'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark handled' })).not.toBeInTheDocument());
    expect(screen.getAllByText('Handled').length).toBeGreaterThan(0);
  });

  it('shows the History tab to platform admins', async () => {
    const data = serve([message()]);
    renderWithAdmin(inbox, { data, path: '/contact-messages/m-1/show/history' });
    expect(await screen.findByText('Message received')).toBeInTheDocument();
    expect(data.getRecordHistory).toHaveBeenCalledWith('contact-message', 'm-1', 0, 20);
  });

  it('leaves the History tab out for inbox keepers who are not platform admins', async () => {
    renderWithAdmin(inbox, { data: serve([message()]), path: '/contact-messages/m-1/show', permissions: ['READ_CONTACT_MESSAGES'] });
    expect(await screen.findByText('ใบเสร็จของฉันอยู่ที่ไหน')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'History' })).not.toBeInTheDocument();
  });

  it('names where the search looks in Thai', async () => {
    renderWithAdmin(inbox, { data: serve([message()]), path: '/contact-messages', locale: 'th' });
    expect(await screen.findByPlaceholderText('ค้นหาชื่อ อีเมล บริษัท หรือข้อความ')).toBeInTheDocument();
  });

  it('speaks Thai, naming the reply language in Thai', async () => {
    renderWithAdmin(inbox, { data: serve([message()]), path: '/contact-messages/m-1/show', locale: 'th' });
    expect(await screen.findByRole('tab', { name: 'ประวัติ' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'ตอบกลับ' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('เป็นภาษาไทย');
  });
});
