import { STORAGE_KEYS, type NotificationListResponse, type NotificationView } from '@khru/contracts';
import { FakeEventSource } from '../fake-event-source';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Admin, Resource, testDataProvider, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { KhruLayout } from '../khru-layout';

const API = '/api/cmsapi/user-notifications';

const notification = (id: string, overrides: Partial<NotificationView> = {}): NotificationView => ({
  id,
  kind: 'balanceLow',
  contentEn: `<p>Cost centre <strong>OPS</strong> is low (${id})</p>`,
  contentTh: `<p>ศูนย์ต้นทุน <strong>OPS</strong> เหลือเครดิตน้อย (${id})</p>`,
  link: null,
  created: '2026-05-10T03:00:00.000Z',
  read: false,
  ...overrides,
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The notifications API on a stubbed fetch: the list with its unread count, and the read and "seen" marks. */
function serveNotifications(initial: NotificationView[]): Call[] {
  let items = [...initial];
  let position = 0;
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : null });
      const read = new RegExp(`^${API}/([^/]+)/read$`).exec(url);
      if (method === 'PATCH' && url === `${API}/seen`) items = items.map((n) => ({ ...n, read: true }));
      else if (method === 'PATCH' && read) items = items.map((n) => (n.id === read[1] ? { ...n, read: true } : n));
      if (method === 'PATCH') return Response.json({ position: String(++position) });
      const body: NotificationListResponse = { data: items, totalCount: items.length, totalUnread: items.filter((n) => !n.read).length };
      return Response.json(body);
    }),
  );
  return calls;
}

const Home = () => <p>Home</p>;

const admin: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['ADMIN'],
  getIdentity: async () => ({ id: 'admin-1', fullName: 'Test Admin' }),
};

/** The app's layout around a home page, for a signed-in admin, in English or Thai. */
function renderAdmin(locale: 'en' | 'th' = 'en') {
  const messages = inject('appMessages');
  return render(
    <TestMemoryRouter initialEntries={['/']}>
      <Admin
        dashboard={Home}
        dataProvider={testDataProvider({ getList: async () => ({ data: [], total: 0 }) } as never)}
        authProvider={admin}
        i18nProvider={polyglotI18nProvider((l) => (l === 'th' ? messages.th : messages.en), locale)}
        layout={KhruLayout}
        disableTelemetry
      >
        <Resource name="categories" list={() => null} />
      </Admin>
    </TestMemoryRouter>,
  );
}

describe('the admin navbar bell', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEYS.jwtToken, 'token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows a dot while there are unread notifications and lists the latest, sanitised, newest first', async () => {
    const hostile = notification('n1', {
      contentEn: '<p>Cost centre <strong>OPS</strong> is low</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1">',
    });
    const calls = serveNotifications([hostile, notification('n2', { read: true })]);
    renderAdmin();
    const bell = await screen.findByRole('button', { name: 'Notifications (unread)' });
    expect(bell.querySelector('.MuiBadge-invisible')).toBeNull();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API}/list`,
      body: { skip: 0, take: 10, requireTotalCount: true, stringTolower: true, sort: [{ selector: 'created', desc: true }] },
    });
    fireEvent.click(bell);
    const menu = await screen.findByRole('menu', { name: 'Notifications (unread)' });
    const [first, second] = within(menu).getAllByRole('menuitem');
    expect(within(first!).getByText('OPS').tagName).toBe('STRONG');
    expect(within(first!).getByText('Unread:')).toBeInTheDocument();
    expect(within(second!).queryByText('Unread:')).not.toBeInTheDocument();
    expect(menu.querySelector('script, img, [onerror]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('marks all as seen: the dot goes', async () => {
    const calls = serveNotifications([notification('n1'), notification('n2')]);
    renderAdmin();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications (unread)' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Mark all as seen' }));
    // The open menu hides the app bar from the accessibility tree.
    expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.url)).toEqual([`${API}/seen`]);
    expect(calls.at(-1)!.url).toBe(`${API}/list?after=1`);
  });

  it('marks one read when it is opened; one with a link is a link to it', async () => {
    const calls = serveNotifications([notification('n1'), notification('n2', { link: '/admin/#/cost-centres/cc-ops/show' })]);
    renderAdmin();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications (unread)' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /\(n2\)/ })).toHaveAttribute('href', '/admin/#/cost-centres/cc-ops/show');
    fireEvent.click(within(menu).getByRole('menuitem', { name: /\(n1\)/ }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.url)).toEqual([`${API}/n1/read`]));
    await waitFor(() => expect(within(menu).getAllByText('Unread:')).toHaveLength(1));
  });

  it('reads the list again when the stream says the notifications changed, and closes the stream with the app', async () => {
    FakeEventSource.made = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    const calls = serveNotifications([]);
    const { unmount } = renderAdmin();
    await screen.findByRole('button', { name: 'Notifications' });
    expect(FakeEventSource.made.map((source) => source.url)).toEqual([`${API}/stream?access_token=token`]);
    const reads = calls.length;
    FakeEventSource.made[0]!.send('notifications', { totalUnread: 1 });
    await waitFor(() => expect(calls).toHaveLength(reads + 1));
    unmount();
    expect(FakeEventSource.made[0]!.closed).toBe(true);
  });

  it('speaks Thai', async () => {
    serveNotifications([]);
    renderAdmin('th');
    fireEvent.click(await screen.findByRole('button', { name: 'การแจ้งเตือน' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('ยังไม่มีการแจ้งเตือน')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'ทำเครื่องหมายว่าเห็นทั้งหมดแล้ว' })).toHaveAttribute('aria-disabled', 'true');
  });
});
