import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, Resource, type GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../testing/render-with-admin';
import { employeesResource } from './employees.resource';
import { HEAD_OFFICE, MALEE, OPERATIONS, SOMCHAI } from './test-fixtures';

const HR = ['VIEW_REPORTS', 'MANAGE_EMPLOYEES'];
const ORG_ADMIN = [...HR, 'MANAGE_ORGANISATION'];

const organisation = () => ({
  getList: vi.fn(async (resource: string, _params: GetListParams) =>
    resource === 'employees' ? { data: [SOMCHAI, MALEE], total: 2 } : { data: [OPERATIONS, HEAD_OFFICE], total: 2 },
  ),
  getMany: vi.fn(async () => ({ data: [OPERATIONS, HEAD_OFFICE] })),
});

const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe('employees', () => {
  it('lists people with their placement, cost centre, role and status', async () => {
    renderWithAdmin(<Resource {...employeesResource} />, { data: organisation(), permissions: HR, path: '/employees' });
    const somchai = (await screen.findByText('Somchai Jaidee')).closest('tr')!;
    for (const text of ['somchai@siamfreight.example', 'Warehouse', 'Forklift driver', 'G3', 'B2B employee'])
      expect(within(somchai).getByText(text)).toBeInTheDocument();
    expect(await within(somchai).findByText('OPS')).toBeInTheDocument();
    expect(within(screen.getByText('Malee Srisuk').closest('tr')!).getByText('HR')).toBeInTheDocument();
    for (const column of ['Name', 'Email', 'Department', 'Position', 'Job grade', 'Cost centre', 'Role', 'Active'])
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
  });

  it('names the columns in Thai', async () => {
    renderWithAdmin(<Resource {...employeesResource} />, { data: organisation(), permissions: HR, path: '/employees', locale: 'th' });
    await screen.findByText('Somchai Jaidee');
    for (const column of ['ชื่อ', 'แผนก', 'ตำแหน่ง', 'ระดับงาน', 'ศูนย์ต้นทุน', 'บทบาท'])
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'นำเข้าพนักงาน' })).toHaveAttribute('href', '/employees/import');
  });

  it('adds a person with their placement; only an organisation admin chooses a role', async () => {
    const data = { ...organisation(), create: vi.fn(async (_resource: string, { data: body }: { data: object }) => ({ data: { ...SOMCHAI, ...body } })) };
    const { unmount } = renderWithAdmin(<Resource {...employeesResource} />, { data, permissions: HR, path: '/employees/create' });
    await screen.findByLabelText(/^Email/);
    expect(screen.queryByLabelText(/^Role/)).not.toBeInTheDocument();
    unmount();

    renderWithAdmin(<Resource {...employeesResource} />, { data, permissions: ORG_ADMIN, path: '/employees/create' });
    change(await screen.findByLabelText(/^Email/), 'nok@siamfreight.example');
    change(screen.getByLabelText(/^First name/), 'Nok');
    change(screen.getByLabelText(/^Last name/), 'Wongsa');
    change(screen.getByLabelText(/^Department/), 'Finance');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Role/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'HR' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(data.create).toHaveBeenCalledWith(
        'employees',
        expect.objectContaining({
          data: expect.objectContaining({ email: 'nok@siamfreight.example', firstName: 'Nok', lastName: 'Wongsa', department: 'Finance', role: 'HR' }),
        }),
      ),
    );
  });

  it('shows the server’s field error next to the field and its message in the notification', async () => {
    const refusal = new HttpError('Bad Request', 400, {
      errors: { email: 'This email already belongs to another account', root: { serverError: 'Bad Request · This email already belongs to another account' } },
    });
    const data = { ...organisation(), create: vi.fn(async () => Promise.reject(refusal)) };
    renderWithAdmin(<Resource {...employeesResource} />, { data, permissions: HR, path: '/employees/create' });
    change(await screen.findByLabelText(/^Email/), 'taken@siamfreight.example');
    change(screen.getByLabelText(/^First name/), 'Taken');
    change(screen.getByLabelText(/^Last name/), 'Person');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This email already belongs to another account')).toBeInTheDocument();
    expect(await screen.findByText('Bad Request · This email already belongs to another account')).toBeInTheDocument();
  });

  it('deactivates a person after a confirmation naming them', async () => {
    const data = {
      ...organisation(),
      getOne: vi.fn(async () => ({ data: SOMCHAI })),
      update: vi.fn(async () => ({ data: { ...SOMCHAI, active: false } })),
    };
    renderWithAdmin(<Resource {...employeesResource} />, { data, permissions: HR, path: `/employees/${SOMCHAI.id}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Deactivate Somchai Jaidee?')).toBeInTheDocument();
    expect(data.update).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(data.update).toHaveBeenCalledWith('employees', expect.objectContaining({ id: SOMCHAI.id, data: { active: false }, previousData: SOMCHAI })),
    );
    expect(await screen.findByText('Somchai Jaidee is deactivated')).toBeInTheDocument();
  });
});
