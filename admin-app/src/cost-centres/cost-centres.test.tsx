import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, Resource } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../testing/render-with-admin';
import { costCentresResource } from './cost-centres.resource';
import { HEAD_OFFICE, OPERATIONS, OPERATIONS_LEDGER } from './test-fixtures';

const HR = ['VIEW_REPORTS', 'MANAGE_EMPLOYEES'];
const ORG_ADMIN = [...HR, 'MANAGE_ORGANISATION'];
const SHOW = `/cost-centres/${OPERATIONS.id}/show`;

const data = () => ({
  getList: vi.fn(async () => ({ data: [HEAD_OFFICE, OPERATIONS], total: 2 })),
  getOne: vi.fn(async () => ({ data: OPERATIONS })),
  getLedger: vi.fn(async () => OPERATIONS_LEDGER),
  transferCredits: vi.fn(async () => ({ position: '12' })),
});

const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function openTransfer() {
  fireEvent.click(await screen.findByRole('button', { name: 'Transfer credits' }));
  return screen.findByRole('dialog', { name: 'Transfer credits from OPS · Operations' });
}

describe('cost centres', () => {
  it('lists the balance and credits used; an unlimited cost centre says "Unlimited" for its balance', async () => {
    renderWithAdmin(<Resource {...costCentresResource} />, { data: data(), permissions: HR, path: '/cost-centres' });
    const operations = (await screen.findByText('Operations')).closest('tr')!;
    expect(within(operations).getByText('1,200')).toBeInTheDocument();
    expect(within(operations).getByText('300')).toBeInTheDocument();
    expect(within(screen.getByText('Head office').closest('tr')!).getByText('Unlimited')).toBeInTheDocument();
  });

  it('says ไม่จำกัด for an unlimited balance in Thai', async () => {
    renderWithAdmin(<Resource {...costCentresResource} />, { data: data(), permissions: HR, path: '/cost-centres', locale: 'th' });
    expect(within((await screen.findByText('Head office')).closest('tr')!).getByText('ไม่จำกัด')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'ยอดคงเหลือ' })).toBeInTheDocument();
  });

  it('shows the ledger now, then as of a picked Bangkok date and time', async () => {
    const calls = data();
    renderWithAdmin(<Resource {...costCentresResource} />, { data: calls, permissions: HR, path: SHOW });
    const ledger = await screen.findByRole('table', { name: 'Ledger' });
    const rows = within(ledger).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Enrolment')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('−300')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Deposit')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('+1,500')).toBeInTheDocument();
    expect(calls.getLedger).toHaveBeenCalledWith('cc-ops', { asOf: null, skip: 0, take: 10 });
    change(screen.getByLabelText('As of (Bangkok time)'), '2026-03-01T09:30');
    await waitFor(() => expect(calls.getLedger).toHaveBeenLastCalledWith('cc-ops', { asOf: '2026-03-01T02:30:00.000Z', skip: 0, take: 10 }));
  });

  it('offers a transfer only to an organisation admin', async () => {
    renderWithAdmin(<Resource {...costCentresResource} />, { data: data(), permissions: HR, path: SHOW });
    await screen.findByRole('table', { name: 'Ledger' });
    expect(screen.queryByRole('button', { name: 'Transfer credits' })).not.toBeInTheDocument();
  });

  it('transfers credits to another cost centre of the organisation', async () => {
    const calls = data();
    renderWithAdmin(<Resource {...costCentresResource} />, { data: calls, permissions: ORG_ADMIN, path: SHOW });
    const dialog = await openTransfer();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^To cost centre/ }));
    expect(screen.queryByRole('option', { name: 'OPS · Operations' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('option', { name: 'HQ · Head office' }));
    change(within(dialog).getByLabelText(/^Credits/), '200');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer credits' }));
    await waitFor(() => expect(calls.transferCredits).toHaveBeenCalledWith('cc-ops', { toCostCentreId: 'cc-hq', amount: 200 }));
    expect(await screen.findByText('200 credits transferred')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a transfer under the amount and in the notification', async () => {
    const refusal = new HttpError('Bad Request', 400, {
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'Bad Request',
      errors: [{ field: 'amount', code: 'BAD_REQUEST', message: 'The cost centre holds too few credits' }],
    });
    const calls = { ...data(), transferCredits: vi.fn(async () => Promise.reject(refusal)) };
    renderWithAdmin(<Resource {...costCentresResource} />, { data: calls, permissions: ORG_ADMIN, path: SHOW });
    const dialog = await openTransfer();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^To cost centre/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'HQ · Head office' }));
    change(within(dialog).getByLabelText(/^Credits/), '5000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer credits' }));
    expect(await within(dialog).findByText('The cost centre holds too few credits')).toBeInTheDocument();
    expect(await screen.findByText('Bad Request · The cost centre holds too few credits')).toBeInTheDocument();
  });
});
