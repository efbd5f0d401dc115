import type { AssignmentResponse, EmployeeResponse } from '@khru/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Resource, type GetListParams, type GetManyParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../testing/render-with-admin';
import { assignmentsResource } from './assignments.resource';

const HR = ['VIEW_REPORTS', 'MANAGE_EMPLOYEES'];

const FORKLIFT = { id: 'forklift-safety', isBundle: false, nameEn: 'Forklift safety', nameTh: 'ความปลอดภัยรถยก', price: 900 };
const BASICS = { id: 'warehouse-basics', isBundle: true, nameEn: 'Warehouse basics', nameTh: 'พื้นฐานคลังสินค้า', price: 2500 };
const NOK = { id: 'u-nok', firstName: 'Nok', lastName: 'Wongsa', email: 'nok@siamfreight.example' } as EmployeeResponse;

const TO_PEOPLE: AssignmentResponse = {
  id: 'as-1',
  orgId: 'org-siam',
  item: { itemId: 'forklift-safety', isBundle: false },
  userIds: ['u-nok', 'u-somchai'],
  department: null,
  dueDate: '2026-07-31T16:59:59.000Z',
  at: '2026-06-01T03:00:00.000Z',
};
const TO_WAREHOUSE: AssignmentResponse = {
  ...TO_PEOPLE,
  id: 'as-2',
  item: { itemId: 'warehouse-basics', isBundle: true },
  userIds: ['u-somchai'],
  department: 'Warehouse',
  dueDate: null,
};

const data = () => ({
  getList: vi.fn(async (resource: string, _params: GetListParams) => {
    switch (resource) {
      case 'assignments':
        return { data: [TO_PEOPLE, TO_WAREHOUSE], total: 2 };
      case 'catalogue-courses':
        return { data: [FORKLIFT], total: 1 };
      case 'catalogue-bundles':
        return { data: [BASICS], total: 1 };
      default:
        return { data: [NOK], total: 1 };
    }
  }),
  getMany: vi.fn(async (resource: string, _params: GetManyParams) => ({
    data: resource === 'catalogue-courses' ? [FORKLIFT] : resource === 'catalogue-bundles' ? [BASICS] : [NOK],
  })),
  create: vi.fn(async () => ({ data: TO_PEOPLE })),
});

const pick = async (label: RegExp, text: string, option: string) => {
  const box = await screen.findByRole('combobox', { name: label });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('assignments', () => {
  it('lists what was assigned to whom, by when', async () => {
    renderWithAdmin(<Resource {...assignmentsResource} />, { data: data(), permissions: HR, path: '/assignments' });
    const toPeople = (await screen.findByText('Forklift safety')).closest('tr')!;
    expect(within(toPeople).getByText('2 people')).toBeInTheDocument();
    const toWarehouse = (await screen.findByText('Warehouse basics')).closest('tr')!;
    expect(within(toWarehouse).getByText('Warehouse')).toBeInTheDocument();
    expect(within(toWarehouse).getByText('1 person')).toBeInTheDocument();
    expect(within(toWarehouse).getByText(/Bundle/)).toBeInTheDocument();
  });

  it('names courses and columns in Thai', async () => {
    renderWithAdmin(<Resource {...assignmentsResource} />, { data: data(), permissions: HR, path: '/assignments', locale: 'th' });
    expect(await screen.findByText('ความปลอดภัยรถยก')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'กำหนดเสร็จ' })).toBeInTheDocument();
    expect(screen.getByText('2 คน')).toBeInTheDocument();
  });

  it('assigns a course to chosen people with a due date', async () => {
    const calls = data();
    renderWithAdmin(<Resource {...assignmentsResource} />, { data: calls, permissions: HR, path: '/assignments/create' });
    await pick(/^Course/, 'fork', 'Forklift safety');
    await pick(/^People/, 'nok', 'Nok Wongsa (nok@siamfreight.example)');
    fireEvent.change(screen.getByLabelText(/^Due/), { target: { value: '2026-07-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.create).toHaveBeenCalledWith(
        'assignments',
        expect.objectContaining({
          data: expect.objectContaining({ kind: 'course', courseId: 'forklift-safety', target: 'people', userIds: ['u-nok'], dueDate: '2026-07-31' }),
        }),
      ),
    );
  });

  it('assigns a bundle to a department', async () => {
    const calls = data();
    renderWithAdmin(<Resource {...assignmentsResource} />, { data: calls, permissions: HR, path: '/assignments/create' });
    fireEvent.click(await screen.findByLabelText('Bundle'));
    await pick(/^Bundle/, 'ware', 'Warehouse basics');
    fireEvent.click(screen.getByLabelText('Everyone in a department'));
    fireEvent.change(await screen.findByLabelText(/^Department/), { target: { value: 'Warehouse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.create).toHaveBeenCalledWith(
        'assignments',
        expect.objectContaining({
          data: expect.objectContaining({ kind: 'bundle', bundleId: 'warehouse-basics', target: 'department', department: 'Warehouse' }),
        }),
      ),
    );
  });
});
