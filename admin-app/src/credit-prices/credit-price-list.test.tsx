import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, Resource } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../testing/render-with-admin';
import type { CreditPriceRow } from './credit-prices.data-provider';
import { creditPricesResource } from './credit-prices.resource';

const FORKLIFT: CreditPriceRow = { id: 'forklift-safety', isBundle: false, nameEn: 'Forklift safety', nameTh: 'ความปลอดภัยรถยก', price: 900, credits: 12 };
const FIRST_AID: CreditPriceRow = { id: 'first-aid', isBundle: false, nameEn: 'First aid', nameTh: 'การปฐมพยาบาล', price: 500, credits: null };

const rows = () => vi.fn(async () => ({ data: [FORKLIFT, FIRST_AID], total: 2 }));

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('credit prices', () => {
  it('lists courses first with their credit price, "Not set" where there is none', async () => {
    const getList = rows();
    renderWithAdmin(<Resource {...creditPricesResource} />, { data: { getList }, path: '/credit-prices' });
    expect(within(await rowOf('Forklift safety')).getByText('12 credits')).toBeInTheDocument();
    expect(within(await rowOf('First aid')).getByText('Not set')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('credit-prices', expect.objectContaining({ filter: { kind: 'courses' } }));
  });

  it('sets a price in place and says so', async () => {
    const update = vi.fn(async () => ({ data: { ...FIRST_AID, credits: 8 } }));
    renderWithAdmin(<Resource {...creditPricesResource} />, { data: { getList: rows(), update }, path: '/credit-prices' });
    fireEvent.click(within(await rowOf('First aid')).getByRole('button', { name: 'Edit the credit price of First aid' }));
    const field = screen.getByLabelText('Credits for First aid');
    fireEvent.change(field, { target: { value: '8' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('credit-prices', expect.objectContaining({ id: 'first-aid', data: { credits: 8 }, previousData: FIRST_AID })),
    );
    expect(await screen.findByText('First aid now costs 8 credits')).toBeInTheDocument();
  });

  it('refuses a price that is not a whole number of credits', async () => {
    const update = vi.fn();
    renderWithAdmin(<Resource {...creditPricesResource} />, { data: { getList: rows(), update }, path: '/credit-prices' });
    fireEvent.click(within(await rowOf('Forklift safety')).getByRole('button', { name: 'Edit the credit price of Forklift safety' }));
    fireEvent.change(screen.getByLabelText('Credits for Forklift safety'), { target: { value: '-3' } });
    expect(screen.getByText('A whole number from 0 to 10,000,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(update).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal in a notification', async () => {
    const update = vi.fn(async () => Promise.reject(new HttpError('Not found', 404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' })));
    renderWithAdmin(<Resource {...creditPricesResource} />, { data: { getList: rows(), update }, path: '/credit-prices' });
    fireEvent.click(within(await rowOf('First aid')).getByRole('button', { name: 'Edit the credit price of First aid' }));
    fireEvent.change(screen.getByLabelText('Credits for First aid'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });

  it('names items and prices in Thai for a Thai admin', async () => {
    renderWithAdmin(<Resource {...creditPricesResource} />, { data: { getList: rows() }, path: '/credit-prices', locale: 'th' });
    expect(within(await rowOf('ความปลอดภัยรถยก')).getByText('12 เครดิต')).toBeInTheDocument();
    expect(within(await rowOf('การปฐมพยาบาล')).getByText('ยังไม่ได้กำหนด')).toBeInTheDocument();
    expect(screen.getAllByText('ราคาเครดิต').length).toBeGreaterThan(0);
  });
});
