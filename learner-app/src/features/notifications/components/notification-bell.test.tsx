import type { NotificationListRequestBody, NotificationListResponse, NotificationView } from '@khru/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MobileMenu } from '../../../app/layouts/mobile-menu';
import { useLocaleStore } from '../../../stores/locale-store';
import { useSessionStore } from '../../../stores/session-store';
import { logInAs, renderAt, stubApi, type StubbedCall } from '../../../testing/render-at';
import { useNotificationsStore } from '../notifications-store';
import { NotificationBell } from './notification-bell';

const LIST = 'cmsapi/user-notifications/list';
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const notification = (id: string, overrides: Partial<NotificationView> = {}): NotificationView => ({
  id,
  kind: 'paymentReceipt',
  contentEn: `<p>Receipt ${id}</p>`,
  contentTh: `<p>ใบเสร็จ ${id}</p>`,
  link: `/profile?receipt=${id}`,
  created: minutesAgo(5),
  read: false,
  ...overrides,
});

/** The notifications API as the server answers it: newest first, paged, with the unread count; reads and "seen" mark them. */
function serveNotifications(initial: NotificationView[]): { calls: StubbedCall[]; items: NotificationView[] } {
  const items = [...initial];
  let position = 0;
  const calls = stubApi((method, path) => {
    if (method === 'POST' && path.startsWith(LIST)) {
      const { skip = 0, take = 10 } = calls.at(-1)!.body as NotificationListRequestBody;
      const body: NotificationListResponse = {
        data: items.slice(skip, skip + take),
        totalCount: items.length,
        totalUnread: items.filter((n) => !n.read).length,
      };
      return [200, body];
    }
    const read = /^cmsapi\/user-notifications\/([^/]+)\/read$/.exec(path);
    if (method === 'PATCH' && path === 'cmsapi/user-notifications/seen') items.forEach((n, i) => (items[i] = { ...n, read: true }));
    else if (method === 'PATCH' && read) items.forEach((n, i) => n.id === read[1] && (items[i] = { ...n, read: true }));
    else return [404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }];
    position += 1;
    return [200, { position: String(position) }];
  });
  return { calls, items };
}

/** The bell in a layout that stays while the route changes, with a link to another page (and the mobile menu when asked). */
function renderBell({ menu = false } = {}) {
  return renderAt(
    <>
      <NotificationBell />
      <Link to="/elsewhere">Elsewhere</Link>
      {menu ? <MobileMenu onClose={() => undefined} /> : null}
    </>,
    { path: '/*' },
  );
}

const bell = (name: RegExp = /^Notifications/) => screen.findByRole('button', { name });
const panel = () => screen.findByRole('dialog', { name: /Notifications|การแจ้งเตือน/ });

describe('the notification bell', () => {
  beforeEach(() => logInAs('MEMBER'));
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => {
      useLocaleStore.getState().setLocale('en');
      useNotificationsStore.setState({ panelOpen: false, hasNotifications: false });
    });
  });

  it('shows the unread count on the bell and in the mobile menu, and keeps hasNotifications in step', async () => {
    serveNotifications([notification('n1'), notification('n2'), notification('n3', { read: true })]);
    renderBell({ menu: true });
    const [button, entry] = await screen.findAllByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(button!).getByText('2')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(entry!).getByText('2')).toBeInTheDocument();
    expect(useNotificationsStore.getState().hasNotifications).toBe(true);
  });

  it('is not there for a visitor', () => {
    act(() => useSessionStore.setState({ status: 'loggedOut', userId: null, claims: null }));
    const { calls } = serveNotifications([notification('n1')]);
    renderBell();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('lists the notifications newest first in the UI language, sanitised again: strong kept, script and img with onerror removed', async () => {
    const hostile = notification('n1', {
      contentEn: '<div><p>Your <strong>certificate</strong> is ready</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1"></div>',
      contentTh: '<p><strong>ใบประกาศนียบัตร</strong>ของคุณพร้อมแล้ว</p><a href="javascript:alert(1)">คลิก</a>',
    });
    const { calls } = serveNotifications([hostile, notification('n2', { created: minutesAgo(90), read: true })]);
    renderBell();
    fireEvent.click(await bell(/1 unread/));
    const list = await panel();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: LIST,
      body: { skip: 0, take: 10, requireTotalCount: true, stringTolower: true, sort: [{ selector: 'created', desc: true }] },
    });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByText('certificate').tagName).toBe('STRONG');
    expect(within(items[0]!).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Unread:')).toBeInTheDocument();
    expect(list.querySelector('script, img, [onerror]')).toBeNull();
    expect(within(items[1]!).getByText('Receipt n2')).toBeInTheDocument();
    expect(within(items[1]!).getByText('1 hour ago')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Unread:')).not.toBeInTheDocument();

    act(() => useLocaleStore.getState().setLocale('th'));
    expect(within(items[0]!).getByText('ใบประกาศนียบัตร').tagName).toBe('STRONG');
    expect(within(items[0]!).getByText('5 นาทีที่ผ่านมา')).toBeInTheDocument();
    expect(within(items[0]!).getByText('ยังไม่ได้อ่าน:')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('link', { name: 'คลิก' })).not.toBeInTheDocument();
    expect(list.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('marks a notification read when it is opened and goes to its link, reading the count again after the change', async () => {
    const { calls } = serveNotifications([notification('n1', { link: '/test/sql-basics' }), notification('n2')]);
    const { router } = renderBell();
    fireEvent.click(await bell(/2 unread/));
    fireEvent.click(within(await panel()).getByRole('link', { name: /Receipt n1/ }));
    expect(router.state.location.pathname).toBe('/test/sql-basics');
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH' && c.path === 'cmsapi/user-notifications/n1/read')).toBe(true));
    expect(await bell(/^Notifications, 1 unread$/)).toBeInTheDocument();
    expect(calls.some((c) => c.path === `${LIST}?after=1`)).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks one without a link read from its button and stays open', async () => {
    const { calls } = serveNotifications([notification('n1', { link: null })]);
    renderBell();
    fireEvent.click(await bell(/1 unread/));
    fireEvent.click(within(await panel()).getByRole('button', { name: 'Mark as read' }));
    expect(await bell(/^Notifications, 0 unread$/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.path)).toEqual(['cmsapi/user-notifications/n1/read']);
    expect(within(await panel()).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
  });

  it('marks all as seen: the count goes and the button is disabled', async () => {
    const { calls } = serveNotifications([notification('n1'), notification('n2')]);
    renderBell();
    fireEvent.click(await bell(/2 unread/));
    const markAll = within(await panel()).getByRole('button', { name: 'Mark all as seen' });
    fireEvent.click(markAll);
    expect(await bell(/^Notifications, 0 unread$/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.path)).toEqual(['cmsapi/user-notifications/seen']);
    await waitFor(() => expect(markAll).toBeDisabled());
    expect(useNotificationsStore.getState().hasNotifications).toBe(false);
  });

  it('loads ten at a time, then more', async () => {
    const { calls } = serveNotifications(Array.from({ length: 12 }, (_, i) => notification(`n${i + 1}`)));
    renderBell();
    fireEvent.click(await bell(/12 unread/));
    const list = await panel();
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(within(list).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    expect(calls.at(-1)!.body).toMatchObject({ skip: 10, take: 10 });
    expect(within(list).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when there are none, in English and Thai', async () => {
    serveNotifications([]);
    renderBell();
    fireEvent.click(await bell(/0 unread/));
    expect(await within(await panel()).findByText('You have no notifications yet.')).toBeInTheDocument();
    act(() => useLocaleStore.getState().setLocale('th'));
    expect(within(await panel()).getByText('คุณยังไม่มีการแจ้งเตือน')).toBeInTheDocument();
  });

  it('closes on route change', async () => {
    serveNotifications([notification('n1')]);
    const { router } = renderBell();
    fireEvent.click(await bell(/1 unread/));
    await panel();
    await act(() => router.navigate('/elsewhere'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await bell(/1 unread/)).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes focus when it opens, closes on Escape with focus back on the bell, and on a click outside', async () => {
    serveNotifications([notification('n1')]);
    renderBell();
    const button = await bell(/1 unread/);
    fireEvent.click(button);
    const dialog = await panel();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
    expect(dialog).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    await panel();
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens over the mobile menu from its entry, and gives focus back to the entry on Escape', async () => {
    serveNotifications([notification('n1')]);
    renderBell({ menu: true });
    const [, entry] = await screen.findAllByRole('button', { name: 'Notifications, 1 unread' });
    entry!.focus();
    fireEvent.click(entry!);
    const dialog = await panel();
    expect(dialog).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(entry).toHaveFocus();
  });

  it('closes with its close button, focus back on the bell', async () => {
    serveNotifications([]);
    renderBell();
    const button = await bell(/0 unread/);
    button.focus();
    fireEvent.click(button);
    fireEvent.click(within(await panel()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
