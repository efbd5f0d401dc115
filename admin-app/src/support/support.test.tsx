import { STORAGE_KEYS, type AdminConversationView, type HistoryEntry, type SupportInboxItem } from '@khru/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Resource, type GetListParams } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../layout/fake-event-source';
import { renderWithAdmin } from '../testing/render-with-admin';
import { inboxQuery } from './inbox-query';
import { conversation, inboxItem, supportMessage } from './support-fixtures';
import { inboxItemPath } from './support-inbox';
import { supportResource } from './support.resource';

const ADMINS = [
  { id: 'admin-1', name: 'Test Admin', email: 'admin@example.test' },
  { id: 'admin-2', name: 'Malee Support', email: 'malee@example.test' },
];

/** Support's server: the inbox, one conversation that replies, notes, assignment and closing change, the team and organisations. */
function serve(items: SupportInboxItem[], initial: AdminConversationView = conversation()) {
  let current = initial;
  const change = (patch: (c: AdminConversationView) => AdminConversationView) => {
    current = patch(current);
    return { position: '9' };
  };
  return {
    getList: vi.fn(async (resource: string, params: GetListParams) => {
      if (resource === 'organisations') return { data: [{ id: 'org-1', name: { en: 'Acme Thailand', th: 'แอคมี ประเทศไทย' } }], total: 1 };
      const { kind } = (params.filter ?? {}) as { kind?: string };
      const data = items.filter((item) => !kind || item.kind === kind);
      return { data, total: data.length };
    }),
    getOne: vi.fn(async () => ({ data: current })),
    getSupportAdmins: vi.fn(async () => ADMINS),
    markSupportRead: vi.fn(async () => ({ position: '8' })),
    postSupportReply: vi.fn(async (_id: string, body: string) =>
      change((c) => ({
        ...c,
        status: 'waiting-for-learner',
        messages: [...c.messages, supportMessage(c.messages.length + 1, { author: 'support', authorName: 'Test Admin', body, state: 'sent' })],
      })),
    ),
    addSupportNote: vi.fn(async (_id: string, body: string) =>
      change((c) => ({ ...c, notes: [...c.notes, { id: 'n-1', adminId: 'admin-1', adminName: 'Test Admin', body, at: '2026-05-10T04:00:00.000Z' }] })),
    ),
    assignSupportConversation: vi.fn(async (_id: string, adminId: string | null) =>
      change((c) => ({ ...c, assignedTo: adminId ? { id: adminId, name: ADMINS.find((a) => a.id === adminId)!.name } : null })),
    ),
    closeSupportConversation: vi.fn(async () => change((c) => ({ ...c, status: 'closed', closedAt: '2026-05-10T05:00:00.000Z' }))),
    getRecordHistory: vi.fn(async () => ({
      stream: 'conversation-c-1',
      data: [
        {
          revision: 0,
          type: 'ConversationStarted',
          occurredAt: '2026-05-10T02:00:00.000Z',
          actor: null,
          data: { page: '/courses/excel-basics' },
        } satisfies HistoryEntry,
      ],
      totalCount: 1,
    })),
  };
}

const inbox = <Resource {...supportResource} />;

describe('the support inbox', () => {
  beforeEach(() => {
    // react-admin keeps a list's filters in localStorage: each case starts from the default filter.
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.jwtToken, 'token');
    FakeEventSource.made = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server for a page of the inbox with the filters set, trimmed, blank ones left out', () => {
    const page = { pagination: { page: 2, perPage: 25 } };
    expect(inboxQuery({ ...page, filter: { status: 'open', assigned: 'me', kind: 'chat', q: ' สมชาย ' } })).toBe(
      `status=open&assigned=me&kind=chat&q=${encodeURIComponent('สมชาย')}&skip=25&take=25`,
    );
    expect(inboxQuery({ ...page, filter: { assigned: 'admin-2', q: '  ' } })).toBe('assigned=admin-2&skip=25&take=25');
  });

  it('opens a contact message on its own page and a chat on the conversation page', () => {
    expect(inboxItemPath({ id: 'm-1', kind: 'contact' })).toBe('/contact-messages/m-1/show');
    expect(inboxItemPath({ id: 'c-1', kind: 'chat' })).toBe('/support/c-1/show');
  });

  it('lists open chats and contact messages with who, status, assignee and unread count; filters by kind', async () => {
    const data = serve([
      inboxItem(),
      inboxItem({
        id: 'm-1',
        kind: 'contact',
        name: 'Jane Doe',
        email: 'jane@example.test',
        organisationId: null,
        status: 'waiting-for-learner',
        unread: 0,
        assignedTo: { id: 'admin-2', name: 'Malee Support' },
      }),
    ]);
    renderWithAdmin(inbox, { data, path: '/support' });
    const rows = await screen.findAllByTestId('support-inbox-row');
    expect(rows).toHaveLength(2);
    expect(data.getList).toHaveBeenCalledWith('support', expect.objectContaining({ filter: { status: 'open' } }));
    const [chat, contact] = rows as [HTMLElement, HTMLElement];
    expect(within(chat).getByText('somchai@example.test')).toBeInTheDocument();
    expect(await within(chat).findByText('Acme Thailand')).toBeInTheDocument();
    expect(within(chat).getByText('Waiting for us')).toBeInTheDocument();
    expect(within(chat).getByText('Nobody')).toBeInTheDocument();
    expect(within(chat).getByLabelText('2 unread')).toBeInTheDocument();
    expect(within(chat).getByRole('img', { name: 'Chat' })).toBeInTheDocument();
    expect(within(contact).getByRole('img', { name: 'Contact form' })).toBeInTheDocument();
    expect(within(contact).getByText('Malee Support')).toBeInTheDocument();
    expect(within(contact).queryByTestId('support-inbox-unread')).not.toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Contact form' }));
    await waitFor(() => expect(screen.getAllByTestId('support-inbox-row')).toHaveLength(1));
    expect(data.getList).toHaveBeenLastCalledWith('support', expect.objectContaining({ filter: { status: 'open', kind: 'contact' } }));
  });

  it('offers mine, unassigned and each admin as the assigned filter', async () => {
    const data = serve([inboxItem()]);
    renderWithAdmin(inbox, { data, path: '/support' });
    await screen.findAllByTestId('support-inbox-row');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Assigned to' }));
    expect(await screen.findByRole('option', { name: 'Me' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Unassigned' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('option', { name: 'Malee Support' }));
    await waitFor(() => expect(data.getList).toHaveBeenLastCalledWith('support', expect.objectContaining({ filter: { status: 'open', assigned: 'admin-2' } })));
  });

  it('reads the inbox again when the live stream says a conversation changed', async () => {
    const data = serve([inboxItem()]);
    renderWithAdmin(inbox, { data, path: '/support' });
    await screen.findAllByTestId('support-inbox-row');
    // The notification bell listens too; support's stream is its own.
    const source = FakeEventSource.made.find((made) => made.url === '/api/supportapi/admin/stream?access_token=token')!;
    expect(source).toBeDefined();
    const reads = data.getList.mock.calls.filter(([resource]) => resource === 'support').length;
    source.send('conversation', { conversation: conversation() });
    await waitFor(() => expect(data.getList.mock.calls.filter(([resource]) => resource === 'support').length).toBeGreaterThan(reads));
  });

  it('counts on the menu what waits for us, from one stream shared with the screen', async () => {
    const data = serve([inboxItem(), inboxItem({ id: 'c-2' })]);
    renderWithAdmin(inbox, { data, path: '/support' });
    const badge = await screen.findByTestId('support-waiting');
    await waitFor(() => expect(badge).toHaveTextContent('2'));
    expect(data.getList).toHaveBeenCalledWith('support', expect.objectContaining({ filter: { status: 'waiting-for-us' } }));
    expect(FakeEventSource.made.filter((made) => made.url.startsWith('/api/supportapi/admin/stream')).length).toBe(1);
  });

  it('opens a chat from its inbox line, which holds no thread, and shows the thread once read', async () => {
    const data = serve([inboxItem()]);
    renderWithAdmin(inbox, { data, path: '/support' });
    const [row] = await screen.findAllByTestId('support-inbox-row');
    fireEvent.click(row!);
    expect(await screen.findAllByTestId('support-message')).not.toHaveLength(0);
  });

  it('shows a message as the text it is, never as HTML', async () => {
    const hostile = '<script>window.hacked = 1</script><b>bold?</b>\nsecond line';
    const data = serve([], conversation({ messages: [supportMessage(1, { body: hostile })] }));
    renderWithAdmin(inbox, { data, path: '/support/c-1/show' });
    const [message] = await screen.findAllByTestId('support-message');
    expect(message).toHaveAttribute('data-author', 'learner');
    expect(within(message!).getByTestId('support-message-body').textContent).toBe(hostile);
    expect(message!.querySelector('script, b')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('shows who it is, the page, state ticks, the mailed mark and attachments, and reads up to the last learner message', async () => {
    const view = conversation({
      mailed: { 'msg-2': '2026-05-10T03:30:00.000Z' },
      messages: [
        supportMessage(1, { attachment: { name: 'screen.png', contentType: 'image/png', size: 2048, url: '/signed/screen.png' } }),
        supportMessage(2, { author: 'support', authorName: 'Test Admin', body: 'Which course?', state: 'delivered' }),
        supportMessage(3, { attachment: { name: 'receipt.pdf', contentType: 'application/pdf', size: 4096, url: '/signed/receipt.pdf' }, body: '' }),
      ],
    });
    const data = serve([], view);
    renderWithAdmin(inbox, { data, path: '/support/c-1/show' });
    expect(await screen.findByText('Acme Thailand')).toBeInTheDocument();
    expect(screen.getByText('Learner with an account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/courses/excel-basics' })).toHaveAttribute('href', '/courses/excel-basics');
    const [first, second, third] = screen.getAllByTestId('support-message') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('img', { name: 'screen.png' })).toHaveAttribute('src', '/signed/screen.png');
    expect(within(second).getByRole('img', { name: 'Delivered' })).toBeInTheDocument();
    expect(within(second).getByTestId('support-message-mailed')).toHaveTextContent('Mailed');
    expect(within(third).getByRole('link', { name: 'Attachment: receipt.pdf' })).toHaveAttribute('href', '/signed/receipt.pdf');
    await waitFor(() => expect(data.markSupportRead).toHaveBeenCalledWith('c-1', 3));
    expect(data.markSupportRead).toHaveBeenCalledTimes(1);
  });

  it('posts a reply with the button and with Ctrl+Enter, and shows it', async () => {
    const data = serve([]);
    renderWithAdmin(inbox, { data, path: '/support/c-1/show' });
    const reply = (await screen.findByRole('textbox', { name: 'Your reply' })) as HTMLTextAreaElement;
    expect(reply).toHaveAttribute('name', 'supportReply');
    expect(screen.getByTestId('support-reply-send')).toBeDisabled();

    fireEvent.change(reply, { target: { value: ' เปิดคอร์สใหม่อีกครั้งได้เลยค่ะ ' } });
    fireEvent.click(screen.getByTestId('support-reply-send'));
    await waitFor(() => expect(data.postSupportReply).toHaveBeenCalledWith('c-1', 'เปิดคอร์สใหม่อีกครั้งได้เลยค่ะ', null));
    expect(await screen.findByText('เปิดคอร์สใหม่อีกครั้งได้เลยค่ะ')).toBeInTheDocument();
    expect(reply.value).toBe('');

    fireEvent.change(reply, { target: { value: 'Anything else?' } });
    fireEvent.keyDown(reply, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(data.postSupportReply).toHaveBeenLastCalledWith('c-1', 'Anything else?', null));
  });

  it('sends an attached file with the reply', async () => {
    const data = serve([]);
    renderWithAdmin(inbox, { data, path: '/support/c-1/show' });
    await screen.findByRole('textbox', { name: 'Your reply' });
    const file = new File(['%PDF-1.4'], 'guide.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('support-reply-attach'), { target: { files: [file] } });
    expect(await screen.findByText('guide.pdf')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('support-reply-send'));
    await waitFor(() => expect(data.postSupportReply).toHaveBeenCalledWith('c-1', '', file));
  });

  it('adds an internal note, marked as seen by support only', async () => {
    const data = serve([]);
    renderWithAdmin(inbox, { data, path: '/support/c-1/show' });
    expect(await screen.findByText('Only support sees this; the learner never does.')).toBeInTheDocument();
    const note = screen.getByRole('textbox', { name: 'New note' });
    expect(note).toHaveAttribute('name', 'supportNote');
    fireEvent.change(note, { target: { value: 'Refund approved by finance' } });
    fireEvent.click(screen.getByTestId('support-note-add'));
    await waitFor(() => expect(data.addSupportNote).toHaveBeenCalledWith('c-1', 'Refund approved by finance'));
    const added = await screen.findByTestId('support-note');
    expect(added).toHaveTextContent('Refund approved by finance');
    expect(screen.getAllByTestId('support-message').some((message) => message.textContent?.includes('Refund approved'))).toBe(false);
  });

  it('assigns to me, to a colleague, and back to nobody', async () => {
    const data = serve([]);
    renderWithAdmin(inbox, { data, path: '/support/c-1/show' });
    fireEvent.click(await screen.findByTestId('support-assign-me'));
    await waitFor(() => expect(data.assignSupportConversation).toHaveBeenCalledWith('c-1', 'admin-1'));
    await waitFor(() => expect(screen.getByTestId('support-assign')).toHaveValue('admin-1'));

    await screen.findByRole('option', { name: 'Malee Support' });
    fireEvent.change(screen.getByTestId('support-assign'), { target: { value: 'admin-2' } });
    await waitFor(() => expect(data.assignSupportConversation).toHaveBeenLastCalledWith('c-1', 'admin-2'));

    fireEvent.click(await screen.findByTestId('support-unassign'));
    await waitFor(() => expect(data.assignSupportConversation).toHaveBeenLastCalledWith('c-1', null));
    await waitFor(() => expect(screen.getByTestId('support-assign')).toHaveValue(''));
  });

  it('closes the conversation once support confirms', async () => {
    const data = serve([]);
    renderWithAdmin(inbox, { data, path: '/support/c-1/show' });
    fireEvent.click(await screen.findByTestId('support-close'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Close this conversation?');
    expect(data.closeSupportConversation).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close conversation' }));
    await waitFor(() => expect(data.closeSupportConversation).toHaveBeenCalledWith('c-1'));
    await waitFor(() => expect(screen.queryByTestId('support-close')).not.toBeInTheDocument());
  });

  it('links a learner’s orders, certificates, organisation and user record', async () => {
    renderWithAdmin(inbox, { data: serve([]), path: '/support/c-1/show', permissions: ['ADMIN', 'MANAGE_USERS', 'READ_CONTACT_MESSAGES'] });
    const links = await screen.findByTestId('support-quick-links');
    expect(within(links).getByRole('link', { name: 'Their orders' })).toHaveAttribute(
      'href',
      `/orders?filter=${encodeURIComponent(JSON.stringify({ learner: 'somchai@example.test' }))}`,
    );
    expect(within(links).getByRole('link', { name: 'Their user record' })).toHaveAttribute('href', '/users/u-1');
    expect(within(links).getByRole('link', { name: 'Their organisation: credits and licences' })).toHaveAttribute('href', '/organisations/org-1/show');
    expect(within(links).getByRole('link', { name: 'Their certificates' })).toBeInTheDocument();
  });

  it('says a visitor has no records to link', async () => {
    const data = serve([], conversation({ userId: null, visitorId: 'v-1', organisationId: null, organisationName: null }));
    renderWithAdmin(inbox, { data, path: '/support/c-1/show' });
    const links = await screen.findByTestId('support-quick-links');
    expect(within(links).queryAllByRole('link')).toHaveLength(0);
    expect(links).toHaveTextContent('A visitor has no account yet');
    expect(screen.getByText('Visitor (not logged in)')).toBeInTheDocument();
  });

  it('shows a colleague’s reply as it arrives on the live stream', async () => {
    const data = serve([]);
    renderWithAdmin(inbox, { data, path: '/support/c-1/show' });
    await screen.findAllByTestId('support-message');
    const arrived = conversation({ messages: [...conversation().messages, supportMessage(4, { body: 'Still there?' })] });
    data.getOne.mockResolvedValue({ data: arrived });
    FakeEventSource.made.find((made) => made.url.startsWith('/api/supportapi/admin/stream'))!.send('conversation', { conversation: arrived });
    expect(await screen.findByText('Still there?')).toBeInTheDocument();
  });

  it('shows the conversation’s History', async () => {
    const data = serve([]);
    renderWithAdmin(inbox, { data, path: '/support/c-1/show/history' });
    expect(await screen.findByText('Conversation started')).toBeInTheDocument();
    expect(data.getRecordHistory).toHaveBeenCalledWith('conversation', 'c-1', 0, 20);
  });

  it('speaks Thai, with dates in the Buddhist era', async () => {
    renderWithAdmin(inbox, { data: serve([inboxItem()]), path: '/support', locale: 'th' });
    const [row] = await screen.findAllByTestId('support-inbox-row');
    expect(within(row!).getByText('รอเราตอบ')).toBeInTheDocument();
    expect(row).toHaveTextContent('2569');
    expect(screen.getByPlaceholderText('ค้นหาชื่อ อีเมล หรือข้อความ')).toBeInTheDocument();
  });
});
