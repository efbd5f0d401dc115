import { screen, within } from '@testing-library/react';
import { Resource } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../testing/render-with-admin';
import { organisationsResource } from './organisations.resource';
import { SIAM_FREIGHT } from './test-fixtures';

const list = () => vi.fn(async () => ({ data: [SIAM_FREIGHT], total: 1 }));

describe('organisations list', () => {
  it('shows each organisation with its tax id, contract and active / all employees', async () => {
    const getList = list();
    renderWithAdmin(<Resource {...organisationsResource} />, { data: { getList }, path: '/organisations' });
    const row = (await screen.findByText('Siam Freight')).closest('tr')!;
    expect(within(row).getByText('0105551234567')).toBeInTheDocument();
    expect(within(row).getByText('C-2026-01')).toBeInTheDocument();
    expect(within(row).getByText('31 Dec 2026')).toBeInTheDocument();
    expect(within(row).getByText('18 / 20')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('organisations', expect.objectContaining({ sort: { field: 'name.en', order: 'ASC' } }));
  });

  it('names organisations and columns in Thai for a Thai admin', async () => {
    const getList = list();
    renderWithAdmin(<Resource {...organisationsResource} />, { data: { getList }, path: '/organisations', locale: 'th' });
    expect(await screen.findByText('สยามเฟรท')).toBeInTheDocument();
    expect(screen.getByText('เลขประจำตัวผู้เสียภาษี')).toBeInTheDocument();
    expect(screen.getByText('พนักงาน (ใช้งานอยู่ / ทั้งหมด)')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('organisations', expect.objectContaining({ sort: { field: 'name.th', order: 'ASC' } }));
  });
});
