import type { EmployeeResponse, LicenceResponse } from '@khru/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, Resource, type GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../testing/render-with-admin';
import { licencesResource } from './licences.resource';

const HR = ['VIEW_REPORTS', 'MANAGE_EMPLOYEES'];
const ORG_ADMIN = [...HR, 'MANAGE_ORGANISATION'];

const SAFETY: LicenceResponse = {
  id: 'lic-safety',
  orgId: 'org-siam',
  name: 'Safety 2026',
  seats: 10,
  seatsUsed: 2,
  validFrom: '2025-12-31T17:00:00.000Z',
  validUntil: '2026-12-31T16:59:59.999Z',
  coverage: { all: false, courseIds: ['forklift-safety', 'first-aid'], bundleIds: ['warehouse-basics'] },
  holders: [
    { userId: 'u-somchai', name: 'Somchai Jaidee', email: 'somchai@siamfreight.example' },
    { userId: 'u-ploy', name: 'Ploy Chaiyo', email: 'ploy@siamfreight.example' },
  ],
  asOf: '2026-06-01T00:00:00.000Z',
};
const EVERYTHING: LicenceResponse = { ...SAFETY, id: 'lic-all', name: 'Everything', seats: 5, seatsUsed: 5, coverage: { all: true }, holders: [] };

const NOK = { id: 'u-nok', firstName: 'Nok', lastName: 'Wongsa', email: 'nok@siamfreight.example' } as EmployeeResponse;
const SHOW = `/licences/${SAFETY.id}/show`;

const data = () => ({
  getList: vi.fn(async (resource: string, _params: GetListParams) =>
    resource === 'licences' ? { data: [SAFETY, EVERYTHING], total: 2 } : { data: [NOK], total: 1 },
  ),
  getOne: vi.fn(async () => ({ data: SAFETY })),
  getMany: vi.fn(async () => ({ data: [NOK] })),
  assignSeats: vi.fn(async () => ({ position: '30' })),
  revokeSeats: vi.fn(async () => ({ position: '31' })),
});

async function assignNok(getList: ReturnType<typeof data>['getList']) {
  fireEvent.click(await screen.findByRole('button', { name: 'Assign seats' }));
  const dialog = await screen.findByRole('dialog', { name: 'Assign seats of Safety 2026' });
  const people = within(dialog).getByRole('combobox', { name: /^Employees/ });
  fireEvent.focus(people);
  fireEvent.change(people, { target: { value: 'nok' } });
  await waitFor(() => expect(getList).toHaveBeenCalledWith('employees', expect.objectContaining({ filter: { q: 'nok', active: 'true' } })));
  fireEvent.click(await screen.findByRole('option', { name: 'Nok Wongsa (nok@siamfreight.example)' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Assign seats' }));
  return dialog;
}

describe('licence pools', () => {
  it('lists seats used and free, validity and coverage', async () => {
    renderWithAdmin(<Resource {...licencesResource} />, { data: data(), permissions: HR, path: '/licences' });
    const safety = (await screen.findByText('Safety 2026')).closest('tr')!;
    expect(within(safety).getByText('2 used, 8 free of 10')).toBeInTheDocument();
    expect(within(safety).getByText('2 courses, 1 bundle')).toBeInTheDocument();
    const everything = screen.getByText('Everything').closest('tr')!;
    expect(within(everything).getByText('5 used, 0 free of 5')).toBeInTheDocument();
    expect(within(everything).getByText('The whole catalogue')).toBeInTheDocument();
  });

  it('speaks Thai', async () => {
    renderWithAdmin(<Resource {...licencesResource} />, { data: data(), permissions: HR, path: '/licences', locale: 'th' });
    const safety = (await screen.findByText('Safety 2026')).closest('tr')!;
    expect(within(safety).getByText('ใช้ไป 2 ว่าง 8 จาก 10 สิทธิ์')).toBeInTheDocument();
    expect(within(screen.getByText('Everything').closest('tr')!).getByText('ทุกรายการในแคตตาล็อก')).toBeInTheDocument();
  });

  it('shows the holders; HR may neither assign nor revoke', async () => {
    renderWithAdmin(<Resource {...licencesResource} />, { data: data(), permissions: HR, path: SHOW });
    expect(await screen.findByText('Somchai Jaidee')).toBeInTheDocument();
    expect(screen.getByText('ploy@siamfreight.example')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign seats' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('assigns seats to employees found by name', async () => {
    const calls = data();
    renderWithAdmin(<Resource {...licencesResource} />, { data: calls, permissions: ORG_ADMIN, path: SHOW });
    await assignNok(calls.getList);
    await waitFor(() => expect(calls.assignSeats).toHaveBeenCalledWith('lic-safety', { userIds: ['u-nok'] }));
    expect(await screen.findByText('Seat assigned')).toBeInTheDocument();
  });

  it('shows a refusal for too few seats under the people chosen', async () => {
    const refusal = new HttpError('Bad Request', 400, {
      message: 'Bad Request',
      errors: [{ field: 'userIds', code: 'BAD_REQUEST', rule: 'seatsExhausted', n: 0, message: 'Only 0 seats are left on this licence' }],
    });
    const calls = { ...data(), assignSeats: vi.fn(async () => Promise.reject(refusal)) };
    renderWithAdmin(<Resource {...licencesResource} />, { data: calls, permissions: ORG_ADMIN, path: SHOW });
    const dialog = await assignNok(calls.getList);
    expect(await within(dialog).findByText('Only 0 seats are left on this licence')).toBeInTheDocument();
  });

  it('revokes the seats of the selected holders after a confirmation', async () => {
    const calls = data();
    renderWithAdmin(<Resource {...licencesResource} />, { data: calls, permissions: ORG_ADMIN, path: SHOW });
    const somchai = (await screen.findByText('Somchai Jaidee')).closest('tr')!;
    fireEvent.click(within(somchai).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke seats' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The selected person loses their seat.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke seats' }));
    await waitFor(() => expect(calls.revokeSeats).toHaveBeenCalledWith('lic-safety', { userIds: ['u-somchai'] }));
    expect(await screen.findByText('Seat revoked')).toBeInTheDocument();
  });
});
