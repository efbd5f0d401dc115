import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError, Resource } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../testing/render-with-admin';
import { organisationsResource } from './organisations.resource';
import { SIAM_FREIGHT } from './test-fixtures';

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillIn(taxId: string) {
  type(/^Name \(English\)/, 'Siam Freight');
  type(/^Name \(Thai\)/, 'สยามเฟรท');
  type(/^Tax ID/, taxId);
  type(/^Address/, '1 Rama IV Road, Bangkok');
  type(/^Contract number/, 'C-2026-01');
  type(/^Contract start/, '2026-01-01');
  type(/^Contract end/, '2026-12-31');
  type(/^Email/, 'manee@siamfreight.example');
  type(/^First name/, 'Manee');
  type(/^Last name/, 'Meesuk');
}

const holdings = { getOne: vi.fn(async () => ({ data: SIAM_FREIGHT })), getCostCentres: vi.fn(async () => []), getLicences: vi.fn(async () => []) };

describe('organisation create', () => {
  it('sends the organisation with its contract as whole Bangkok days and its first admin, then opens it', async () => {
    const create = vi.fn(async () => ({ data: SIAM_FREIGHT }));
    renderWithAdmin(<Resource {...organisationsResource} />, { data: { create, ...holdings }, path: '/organisations/create' });
    await screen.findByLabelText(/^Name \(English\)/);
    fillIn('0105551234567');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith(
      'organisations',
      expect.objectContaining({
        data: {
          nameEn: 'Siam Freight',
          nameTh: 'สยามเฟรท',
          taxId: '0105551234567',
          address: '1 Rama IV Road, Bangkok',
          contractId: 'C-2026-01',
          contractStart: '2025-12-31T17:00:00.000Z',
          contractEnd: '2026-12-31T16:59:59.999Z',
          admins: [{ email: 'manee@siamfreight.example', firstName: 'Manee', lastName: 'Meesuk', role: 'ORG_ADMIN' }],
        },
      }),
    );
    expect(await screen.findByText('Organisation created')).toBeInTheDocument();
    expect(await screen.findByText('Cost centres')).toBeInTheDocument();
  });

  it('refuses a tax id that is not 13 digits before asking the server', async () => {
    const create = vi.fn();
    renderWithAdmin(<Resource {...organisationsResource} />, { data: { create }, path: '/organisations/create' });
    await screen.findByLabelText(/^Name \(English\)/);
    fillIn('01055512345');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A tax ID is 13 digits')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('puts the server’s field message under its field and says it in a notification', async () => {
    const refusal = new HttpError('The request is invalid', 400, {
      message: 'The request is invalid',
      errors: {
        'admins.0.email': 'This email belongs to another account',
        root: { serverError: 'The request is invalid · This email belongs to another account' },
      },
    });
    const create = vi.fn(async () => Promise.reject(refusal));
    renderWithAdmin(<Resource {...organisationsResource} />, { data: { create }, path: '/organisations/create' });
    await screen.findByLabelText(/^Name \(English\)/);
    fillIn('0105551234567');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This email belongs to another account')).toBeInTheDocument();
    expect(await screen.findByText('The request is invalid · This email belongs to another account')).toBeInTheDocument();
  });

  it('labels the form in Thai for a Thai admin', async () => {
    renderWithAdmin(<Resource {...organisationsResource} />, { data: {}, path: '/organisations/create', locale: 'th' });
    expect(await screen.findByLabelText(/^เลขประจำตัวผู้เสียภาษี/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^วันสิ้นสุดสัญญา/)).toBeInTheDocument();
    expect(screen.getByText('ผู้ดูแลและฝ่ายบุคคล')).toBeInTheDocument();
  });
});
