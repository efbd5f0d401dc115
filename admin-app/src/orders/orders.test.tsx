import type { AdminOrderDetail } from '@khru/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, Resource, type GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../dataProvider/http-client';
import { renderWithAdmin } from '../testing/render-with-admin';
import { FAILED, PAID, PARTLY_REFUNDED, summaryOf, TOO_LATE } from './order-fixtures';
import { OrderList } from './order-list';
import { OrderRepresentation } from './order-representation';
import { OrderShow } from './order-show';
import { orderSearchBody, ordersData } from './orders.data-provider';

/** The server's orders: a refund changes what the next read returns. */
function serve(initial: AdminOrderDetail[], afterLineRefund: AdminOrderDetail = PARTLY_REFUNDED) {
  let all = [...initial];
  return {
    getList: vi.fn(async (_resource: string, _params: GetListParams) => ({ data: all.map(summaryOf), total: all.length })),
    getOne: vi.fn(async (_resource: string, { id }: { id: string }) => ({ data: all.find((o) => o.id === id)! })),
    refundOrderLine: vi.fn(async (id: string, _itemId: string, _reason: string) => {
      all = all.map((o) => (o.id === id ? afterLineRefund : o));
      return { position: '9' };
    }),
    refundOrder: vi.fn(async (id: string, _reason: string) => {
      all = all.map((o) => (o.id === id ? { ...o, status: 'refunded' as const, refundedAmount: o.total, orderRefundableNow: null } : o));
      return { position: '10' };
    }),
  };
}

const renderOrders = (data: ReturnType<typeof serve>, path: string, locale: 'en' | 'th' = 'en') =>
  renderWithAdmin(<Resource name="orders" list={OrderList} show={OrderShow} recordRepresentation={<OrderRepresentation />} />, { data, path, locale });

describe('orders in the admin app', () => {
  it('lists receipt number, learner, placed date, total, refunded amount and status, and finds by receipt number', async () => {
    const data = serve([PARTLY_REFUNDED, FAILED]);
    renderOrders(data, '/orders');
    const row = (await screen.findByText('KR-2026-000123')).closest('tr')!;
    for (const text of ['Malee Sukjai', 'malee@example.com', '1 Jun 2026, 09:59', `THB 1,264`, `THB 552`, 'Partly refunded'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    const failed = screen.getByText('somchai@example.com').closest('tr')!;
    for (const text of ['No receipt yet', 'Payment failed', '—']) expect(within(failed).getByText(text)).toBeInTheDocument();
    for (const column of ['Receipt number', 'Learner', 'Placed', 'Total', 'Refunded', 'Status'])
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Receipt number'), { target: { value: 'KR-2026-000123' } });
    await waitFor(() => expect(data.getList).toHaveBeenLastCalledWith('orders', expect.objectContaining({ filter: { receiptNo: 'KR-2026-000123' } })));
  });

  it('lists in Thai: Buddhist-era dates, baht and translated statuses', async () => {
    renderOrders(serve([PAID]), '/orders', 'th');
    const row = (await screen.findByText('KR-2026-000123')).closest('tr')!;
    for (const text of ['1 มิ.ย. 2569 09:59', '฿1,264', 'ชำระแล้ว']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'เลขที่ใบเสร็จ' })).toBeInTheDocument();
  });

  it('opens an order from its row in the list, showing its lines once they arrive', async () => {
    renderOrders(serve([PAID]), '/orders');
    fireEvent.click(await screen.findByText('KR-2026-000123'));
    expect(await screen.findByText('Order KR-2026-000123')).toBeInTheDocument();
    expect(await screen.findByText('Git and GitHub for Teams')).toBeInTheDocument();
  });

  it('shows lines, payment, voucher and totals, and refunds one line for the amount the dialog shows', async () => {
    const data = serve([PAID]);
    renderOrders(data, '/orders/order-1/show');
    expect(await screen.findByText('Order KR-2026-000123')).toBeInTheDocument();
    const git = (await screen.findByText('Git and GitHub for Teams')).closest('tr')!;
    expect(within(git).getByText(`THB 552 until 8 Jun 2026, 10:00`)).toBeInTheDocument();
    for (const text of ['ending 4242', `THB 316 · KHRU20`, `THB 1,580`]) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText(`Refunding every item not yet refunded pays back THB 1,264 now (until 8 Jun 2026, 10:00).`)).toBeInTheDocument();
    fireEvent.click(within(git).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund "Git and GitHub for Teams"?' });
    expect(within(dialog).getByTestId('refund-amount')).toHaveTextContent(`THB 552`);
    expect(within(dialog).getByText(/Malee Sukjai gets THB.552 back and loses access to "Git and GitHub for Teams"/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: '  Bought the wrong course  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Refund THB.552$/ }));
    await waitFor(() => expect(data.refundOrderLine).toHaveBeenCalledWith('order-1', 'git-and-github', 'Bought the wrong course'));
    expect(await screen.findByText(`Refunded THB 552 on 2 Jun 2026, 11:00`)).toBeInTheDocument();
    expect(screen.getByText(`Refunding every item not yet refunded pays back THB 712 now (until 8 Jun 2026, 10:00).`)).toBeInTheDocument();
    expect(screen.getByText('Partly refunded')).toBeInTheDocument();
    const refundedGit = screen.getByText('Git and GitHub for Teams').closest('tr')!;
    expect(within(refundedGit).queryByRole('button')).not.toBeInTheDocument();
  });

  it('refunds the whole order without a reason, and then offers no refund', async () => {
    const data = serve([PAID]);
    renderOrders(data, '/orders/order-1/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Refund the order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order KR-2026-000123?' });
    expect(within(dialog).getByTestId('refund-amount')).toHaveTextContent(`THB 1,264`);
    fireEvent.click(within(dialog).getByRole('button', { name: /^Refund THB.1,264$/ }));
    await waitFor(() => expect(data.refundOrder).toHaveBeenCalledWith('order-1', ''));
    await waitFor(() => expect(screen.getAllByText('Already refunded')).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Refund the order' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog', async () => {
    const refusal = new HttpError('Bad Request', 400, {
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'Bad Request',
      errors: [{ field: 'reason', code: 'BAD_REQUEST', message: 'The reason is too long' }],
    });
    const data = { ...serve([PAID]), refundOrder: vi.fn(async () => Promise.reject(refusal)) };
    renderOrders(data, '/orders/order-1/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Refund the order' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /^Refund THB.1,264$/ }));
    expect(await within(dialog).findByText('The reason is too long')).toBeInTheDocument();
  });

  it('says in Thai why an order past its refund window cannot be refunded, with the buttons disabled', async () => {
    renderOrders(serve([TOO_LATE]), '/orders/order-2/show', 'th');
    expect(await screen.findByText('คำสั่งซื้อ KR-2026-000099')).toBeInTheDocument();
    expect(screen.getAllByText('หมดเวลาคืนเงินเมื่อ 8 มิ.ย. 2569 10:00')).toHaveLength(3);
    for (const button of screen.getAllByRole('button', { name: /^คืนเงิน/ })) expect(button).toBeDisabled();
    expect(screen.getByText('Git และ GitHub สำหรับทีม')).toBeInTheDocument();
  });

  it('names an order without a receipt by when it was placed, and shows why its payment failed', async () => {
    renderOrders(serve([FAILED]), '/orders/order-3/show');
    expect(await screen.findByText('Order Order of 1 Jun 2026, 09:59')).toBeInTheDocument();
    expect(screen.getByText('Card declined')).toBeInTheDocument();
    expect(screen.getAllByText('Only a paid order can be refunded')).toHaveLength(3);
  });
});

describe('order data', () => {
  const fakeHttp = (json: unknown) => vi.fn(async () => ({ status: 200, headers: new Headers(), body: JSON.stringify(json), json })) as unknown as HttpClient;

  it('searches a page with the filters given, blank ones left out', () => {
    expect(
      orderSearchBody({
        pagination: { page: 3, perPage: 10 },
        filter: { receiptNo: ' KR-2026-000123 ', learner: '', from: '2026-06-01', to: '2026-06-30', status: 'paid' },
      }),
    ).toEqual({
      receiptNo: 'KR-2026-000123',
      from: '2026-06-01',
      to: '2026-06-30',
      status: 'paid',
      skip: 20,
      take: 10,
    });
  });

  it('refunds a line with its reason, then reads the order and searches once the read models have the refund', async () => {
    const http = fakeHttp({ position: '12' });
    const data = ordersData(http);
    await data.methods.refundOrderLine('order 1', 'git-and-github', 'Wrong course');
    await data.resources.orders.getOne({ id: 'order 1' });
    await data.resources.orders.getList({ pagination: { page: 1, perPage: 25 }, sort: { field: 'placedAt', order: 'DESC' }, filter: {} });
    expect(http).toHaveBeenNthCalledWith(1, '/api/paymentapi/admin/orders/order%201/lines/git-and-github/refund', {
      method: 'POST',
      body: JSON.stringify({ reason: 'Wrong course' }),
    });
    expect(http).toHaveBeenNthCalledWith(2, '/api/paymentapi/admin/orders/order%201?after=12');
    expect(http).toHaveBeenNthCalledWith(3, '/api/paymentapi/admin/orders/search?after=12', { method: 'POST', body: JSON.stringify({ skip: 0, take: 25 }) });
  });

  it('refunds a whole order without a reason as an empty body', async () => {
    const http = fakeHttp({ position: '3' });
    await ordersData(http).methods.refundOrder('order-1', '');
    expect(http).toHaveBeenCalledWith('/api/paymentapi/admin/orders/order-1/refund', { method: 'POST', body: '{}' });
  });
});
