import type { AdminOrderSummary } from '@khru/contracts';
import { screen, waitFor } from '@testing-library/react';
import { Resource, type GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ordersResource } from '../orders/orders.resource';
import { renderWithAdmin } from '../testing/render-with-admin';
import { Dashboard } from './dashboard';

const PLATFORM_ADMIN = ['ADMIN', 'VIEW_REPORTS', 'MANAGE_USERS', 'MANAGE_CATALOGUE', 'MODERATE_CONTENT', 'READ_MAIL', 'READ_CONTACT_MESSAGES'];
const AUDITOR = ['VIEW_AUDIT'];

const ORDER: AdminOrderSummary = {
  id: 'order-1',
  receiptNo: 'KR-20260601-AB12CD34',
  learner: { userId: 'u-malee', name: 'Malee Sukjai', email: 'malee@example.com' },
  status: 'paid',
  total: 1264,
  refundedAmount: 552,
  placedAt: '2026-06-01T02:59:00.000Z',
  paidAt: '2026-06-01T03:00:00.000Z',
  lineCount: 2,
};

/** The totals each list's filter would give: what the cards count. */
const TOTALS: Record<string, number> = { reviews: 3, questions: 1, replies: 0, 'contact-messages': 2, courses: 24 };

const data = () => ({
  getHealth: vi.fn(async () => ({ status: 'ok', eventStore: { kind: 'pglite' }, readStore: { kind: 'memory' }, projections: { lag: 0 } })),
  getList: vi.fn(async (resource: string, params: GetListParams) => {
    if (resource === 'orders') return params.filter?.status === 'paid' ? { data: [ORDER], total: 7 } : { data: [ORDER], total: 40 };
    return { data: [], total: TOTALS[resource] ?? 0 };
  }),
});

const ORDERS = <Resource {...ordersResource} />;

describe('the platform admin’s dashboard', () => {
  it('shows the latest orders, the week’s paid orders, the work waiting and the service’s health', async () => {
    const calls = data();
    renderWithAdmin(ORDERS, { data: calls, permissions: PLATFORM_ADMIN, dashboard: Dashboard });
    expect(await screen.findByText('KR-20260601-AB12CD34')).toBeInTheDocument();
    expect(screen.getByText('Partly refunded')).toBeInTheDocument();
    expect(await screen.findByText('7 orders paid in the last 7 days')).toBeInTheDocument();
    for (const line of ['3 reviews to moderate', '1 question to moderate', '0 replies to moderate', '2 new contact messages', '24 published courses'])
      expect(await screen.findByText(line)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2 new contact messages' })).toHaveAttribute(
      'href',
      `/contact-messages?filter=${encodeURIComponent('{"status":"new"}')}`,
    );
    expect(await screen.findByText('Event store: pglite')).toBeInTheDocument();
    expect(calls.getList).toHaveBeenCalledWith('reviews', expect.objectContaining({ filter: { status: 'pending' } }));
  });

  it('speaks Thai', async () => {
    renderWithAdmin(ORDERS, { data: data(), permissions: PLATFORM_ADMIN, locale: 'th', dashboard: Dashboard });
    expect(await screen.findByText('คำสั่งซื้อล่าสุด')).toBeInTheDocument();
    expect(await screen.findByText('รีวิวรอตรวจสอบ 3 รายการ')).toBeInTheDocument();
    expect(screen.getByText('คืนเงินบางส่วนแล้ว')).toBeInTheDocument();
  });
});

describe('the auditor’s dashboard', () => {
  it('welcomes the auditor to the audit, with no catalogue, no health and no lists', async () => {
    const calls = data();
    renderWithAdmin(ORDERS, { data: calls, permissions: AUDITOR, dashboard: Dashboard });
    expect(await screen.findByText(/Replay the credits and purchases of the organisations you audit/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the audit' })).toHaveAttribute('href', '/audit');
    expect(screen.queryByText(/catalogue/)).not.toBeInTheDocument();
    expect(screen.queryByText('Service health')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.getHealth).not.toHaveBeenCalled());
    expect(calls.getList).not.toHaveBeenCalled();
  });

  it('welcomes the auditor in Thai', async () => {
    renderWithAdmin(ORDERS, { data: data(), permissions: AUDITOR, locale: 'th', dashboard: Dashboard });
    expect(await screen.findByRole('link', { name: 'เปิดหน้าตรวจสอบย้อนหลัง' })).toBeInTheDocument();
  });
});
