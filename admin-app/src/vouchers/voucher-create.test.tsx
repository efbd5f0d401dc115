import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Resource } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../testing/render-with-admin';
import { VoucherCreate } from './voucher-create';

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const data = () => ({
  getList: vi.fn(async () => ({ data: [], total: 0 })),
  getMany: vi.fn(async () => ({ data: [] })),
  create: vi.fn(async (_resource: string, { data: voucher }: { data: { code: string } }) => ({ data: { ...voucher, id: voucher.code } })),
});

// A browser on UTC, as on the admin's reported laptop: its own zone must not move the times typed.
let zone: string | undefined;
beforeAll(() => {
  zone = process.env.TZ;
  process.env.TZ = 'UTC';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('voucher create', () => {
  it('saves the times typed as Bangkok times, says so beside them, and names the voucher it created', async () => {
    const calls = data();
    renderWithAdmin(<Resource name="vouchers" create={VoucherCreate} show={() => null} />, { data: calls, path: '/vouchers/create' });
    await screen.findByLabelText(/^Code/);
    type(/^Code/, 'rainy-25');
    type(/^Percent off/, '25');
    type(/^Valid from/, '2026-06-01T09:00');
    type(/^Valid until/, '2026-06-30T18:00');
    expect(await screen.findByText('Bangkok time (UTC+7): 1 Jun 2026, 09:00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.create).toHaveBeenCalled());
    expect(calls.create).toHaveBeenCalledWith(
      'vouchers',
      expect.objectContaining({
        data: expect.objectContaining({ code: 'RAINY-25', validFrom: '2026-06-01T02:00:00.000Z', validUntil: '2026-06-30T11:00:00.000Z' }),
      }),
    );
    expect(await screen.findByText('Voucher created')).toBeInTheDocument();
  });

  it('says the times are Bangkok’s in Thai, with a Buddhist-era date', async () => {
    renderWithAdmin(<Resource name="vouchers" create={VoucherCreate} />, { data: data(), path: '/vouchers/create', locale: 'th' });
    fireEvent.change(await screen.findByLabelText(/^ใช้ได้ถึง/), { target: { value: '2026-06-30T18:00' } });
    expect(await screen.findByText('เวลากรุงเทพฯ (UTC+7): 30 มิ.ย. 2569 18:00')).toBeInTheDocument();
  });
});
