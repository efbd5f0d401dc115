import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, Resource } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../testing/render-with-admin';
import { organisationsResource } from './organisations.resource';
import { HEAD_OFFICE, OPERATIONS, SAFETY_POOL, SIAM_FREIGHT } from './test-fixtures';

const PATH = `/organisations/${SIAM_FREIGHT.id}/show`;

const holdings = () => ({
  getOne: vi.fn(async () => ({ data: SIAM_FREIGHT })),
  getCostCentres: vi.fn(async () => [OPERATIONS, HEAD_OFFICE]),
  getLicences: vi.fn(async () => [SAFETY_POOL]),
});

const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function openDeposit() {
  const row = (await screen.findByText('Operations')).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: 'Deposit' }));
  return screen.findByRole('dialog', { name: 'Deposit credits into OPS · Operations' });
}

describe('organisation page', () => {
  it('lists the cost centres with their balance, an unlimited one without, and the licence pools with seats and coverage', async () => {
    renderWithAdmin(<Resource {...organisationsResource} />, { data: holdings(), path: PATH });
    const operations = (await screen.findByText('Operations')).closest('tr')!;
    expect(within(operations).getByText('1,200')).toBeInTheDocument();
    expect(within(operations).getByText('300')).toBeInTheDocument();
    const headOffice = screen.getByText('Head office').closest('tr')!;
    expect(within(headOffice).getByText('Unlimited')).toBeInTheDocument();
    const pool = (await screen.findByText('Safety 2026')).closest('tr')!;
    expect(within(pool).getByText('4 of 10 taken')).toBeInTheDocument();
    expect(within(pool).getByText('2 courses, 1 bundle')).toBeInTheDocument();
    expect(within(pool).getByText('1 Jan 2026 – 31 Dec 2026')).toBeInTheDocument();
  });

  it('deposits credits with the invoice number and reads the balances again after the deposit', async () => {
    const data = { ...holdings(), depositCredits: vi.fn(async () => ({ position: '42' })) };
    renderWithAdmin(<Resource {...organisationsResource} />, { data, path: PATH });
    const dialog = await openDeposit();
    change(within(dialog).getByLabelText(/^Credits/), '500');
    change(within(dialog).getByLabelText(/^Invoice number/), ' INV-2026-0042 ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(data.depositCredits).toHaveBeenCalledWith('cc-ops', { amount: 500, invoiceRef: 'INV-2026-0042' }));
    expect(await screen.findByText('500 credits deposited into Operations')).toBeInTheDocument();
    await waitFor(() => expect(data.getCostCentres).toHaveBeenCalledWith('org-siam', '42'));
  });

  it('refuses a deposit of part of a credit before asking the server', async () => {
    const data = { ...holdings(), depositCredits: vi.fn() };
    renderWithAdmin(<Resource {...organisationsResource} />, { data, path: PATH });
    const dialog = await openDeposit();
    change(within(dialog).getByLabelText(/^Credits/), '2.5');
    change(within(dialog).getByLabelText(/^Invoice number/), 'INV-1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect(await within(dialog).findByText('Whole credits only')).toBeInTheDocument();
    expect(data.depositCredits).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a deposit in a notification', async () => {
    const refusal = new HttpError('The cost centre has expired', 400, { statusCode: 400, code: 'BAD_REQUEST', message: 'The cost centre has expired' });
    const data = { ...holdings(), depositCredits: vi.fn(async () => Promise.reject(refusal)) };
    renderWithAdmin(<Resource {...organisationsResource} />, { data, path: PATH });
    const dialog = await openDeposit();
    change(within(dialog).getByLabelText(/^Credits/), '10');
    change(within(dialog).getByLabelText(/^Invoice number/), 'INV-1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('The cost centre has expired')).toBeInTheDocument();
  });

  it('creates a licence pool covering courses chosen from the catalogue', async () => {
    const data = {
      ...holdings(),
      getList: vi.fn(async () => ({
        data: [{ id: 'forklift-safety', isBundle: false, nameEn: 'Forklift safety', nameTh: 'ความปลอดภัยรถยก', price: 900 }],
        total: 1,
      })),
      getMany: vi.fn(async () => ({ data: [{ id: 'forklift-safety', isBundle: false, nameEn: 'Forklift safety', nameTh: 'ความปลอดภัยรถยก', price: 900 }] })),
      createLicence: vi.fn(async () => ({ id: 'lic-new', position: '77' })),
    };
    renderWithAdmin(<Resource {...organisationsResource} />, { data, path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'New licence pool' }));
    const dialog = await screen.findByRole('dialog', { name: 'New licence pool' });
    change(within(dialog).getByLabelText(/^Name/), 'Drivers 2026');
    change(within(dialog).getByLabelText(/^Seats/), '25');
    change(within(dialog).getByLabelText(/^Valid from/), '2026-02-01');
    change(within(dialog).getByLabelText(/^Valid until/), '2026-07-31');
    fireEvent.click(within(dialog).getByLabelText('The whole catalogue'));
    const courses = await within(dialog).findByRole('combobox', { name: 'Courses' });
    courses.focus();
    change(courses, 'fork');
    await waitFor(() => expect(data.getList).toHaveBeenCalledWith('catalogue-courses', expect.objectContaining({ filter: { q: 'fork' } })), { timeout: 3000 });
    fireEvent.click(await screen.findByRole('option', { name: 'Forklift safety' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(data.createLicence).toHaveBeenCalledWith('org-siam', {
        name: 'Drivers 2026',
        seats: 25,
        validFrom: '2026-01-31T17:00:00.000Z',
        validUntil: '2026-07-31T16:59:59.999Z',
        allCatalogue: false,
        courseIds: ['forklift-safety'],
        bundleIds: [],
      }),
    );
    await waitFor(() => expect(data.getLicences).toHaveBeenCalledWith('org-siam', '77'));
  });

  it('speaks Thai to a Thai admin', async () => {
    renderWithAdmin(<Resource {...organisationsResource} />, { data: holdings(), path: PATH, locale: 'th' });
    expect(await screen.findByText('ศูนย์ต้นทุน')).toBeInTheDocument();
    const headOffice = (await screen.findByText('Head office')).closest('tr')!;
    expect(within(headOffice).getByText('ไม่จำกัด')).toBeInTheDocument();
    expect(screen.getByText('กลุ่มไลเซนส์')).toBeInTheDocument();
    expect(await screen.findByText('ใช้ไป 4 จาก 10 สิทธิ์')).toBeInTheDocument();
  });
});
