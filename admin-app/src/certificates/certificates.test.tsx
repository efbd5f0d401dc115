import type { CertificateResponse } from '@khru/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, Resource, type GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../dataProvider/http-client';
import { renderWithAdmin } from '../testing/render-with-admin';
import { certificatesData } from './certificates.data-provider';
import { certificatesResource } from './certificates.resource';

const certificate = (overrides: Partial<CertificateResponse> = {}): CertificateResponse => ({
  id: 'cert-1',
  number: 'KHRU-2026-4F7A-91C2',
  kind: 'course',
  subjectId: 'sql-basics',
  userId: 'u-somchai',
  holderName: 'Somchai Jaidee',
  titleEn: 'SQL basics',
  titleTh: 'พื้นฐาน SQL',
  scorePercent: 93,
  courseIds: ['sql-basics'],
  issuedAt: '2026-05-10T03:00:00.000Z',
  status: 'ready',
  pdfUrl: '/api/certificatesapi/certificate/cert-1/pdf',
  verifyUrl: 'http://localhost:3000/verify/cert-1',
  badgeUrl: 'http://localhost:3000/api/certificatesapi/certificate/cert-1/badge',
  revokedAt: null,
  revokedReason: null,
  ...overrides,
});

const REVOKED = certificate({
  id: 'cert-2',
  number: 'KHRU-2026-0B1D-7E55',
  holderName: 'Malee Srisuk',
  kind: 'bundle',
  titleEn: 'Data analyst',
  titleTh: 'นักวิเคราะห์ข้อมูล',
  scorePercent: null,
  courseIds: ['sql-basics', 'excel'],
  status: 'revoked',
  revokedAt: '2026-05-20T05:00:00.000Z',
  revokedReason: 'Issued to the wrong account',
});

/** The server's certificates: revoking one changes what the next read returns. */
function serve(initial: CertificateResponse[]) {
  let all = [...initial];
  return {
    getList: vi.fn(async (_resource: string, _params: GetListParams) => ({ data: all, total: all.length })),
    getOne: vi.fn(async (_resource: string, { id }: { id: string }) => ({ data: all.find((c) => c.id === id)! })),
    revokeCertificate: vi.fn(async (id: string, reason: string) => {
      all = all.map((c) => (c.id === id ? { ...c, status: 'revoked' as const, revokedAt: '2026-06-01T02:00:00.000Z', revokedReason: reason } : c));
      return { position: '9' };
    }),
  };
}

const renderCertificates = (data: ReturnType<typeof serve>, path: string, locale: 'en' | 'th' = 'en') =>
  renderWithAdmin(<Resource {...certificatesResource} />, { data, path, locale });

describe('certificates in the admin app', () => {
  it('lists number, holder, title, kind, issue date and status, and filters by status', async () => {
    const data = serve([certificate(), REVOKED]);
    renderCertificates(data, '/certificates');
    const row = (await screen.findByText('Somchai Jaidee')).closest('tr')!;
    for (const text of ['KHRU-2026-4F7A-91C2', 'SQL basics', 'Course', 'Ready']) expect(within(row).getByText(text)).toBeInTheDocument();
    const revoked = screen.getByText('Malee Srisuk').closest('tr')!;
    for (const text of ['Data analyst', 'Bundle', 'Revoked']) expect(within(revoked).getByText(text)).toBeInTheDocument();
    for (const column of ['Number', 'Holder', 'Title', 'Kind', 'Issued', 'Status'])
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Revoked' }));
    await waitFor(() => expect(data.getList).toHaveBeenLastCalledWith('certificates', expect.objectContaining({ filter: { status: 'revoked' } })));
  });

  it('shows titles, kind and status in Thai', async () => {
    renderCertificates(serve([certificate()]), '/certificates', 'th');
    const row = (await screen.findByText('Somchai Jaidee')).closest('tr')!;
    for (const text of ['พื้นฐาน SQL', 'คอร์ส', 'พร้อมแล้ว']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'ผู้ได้รับ' })).toBeInTheDocument();
  });

  it('revokes a certificate with a reason, after saying what revoking means', async () => {
    const data = serve([certificate()]);
    renderCertificates(data, '/certificates/cert-1/show');
    expect(await screen.findByRole('link', { name: /Verification page/ })).toHaveAttribute('href', 'http://localhost:3000/verify/cert-1');
    expect(screen.getByText('93%')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke certificate KHRU-2026-4F7A-91C2?' });
    expect(within(dialog).getByText(/Somchai Jaidee for "SQL basics" stops being valid at once/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Revoke' })).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: '  Exam taken by someone else  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(data.revokeCertificate).toHaveBeenCalledWith('cert-1', 'Exam taken by someone else'));
    expect(await screen.findByText('Certificate KHRU-2026-4F7A-91C2 is revoked')).toBeInTheDocument();
    expect(await screen.findByText('Exam taken by someone else')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal under the reason', async () => {
    const refusal = new HttpError('Bad Request', 400, {
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'Bad Request',
      errors: [{ field: 'reason', code: 'BAD_REQUEST', message: 'The reason is too long' }],
    });
    const data = { ...serve([certificate()]), revokeCertificate: vi.fn(async () => Promise.reject(refusal)) };
    renderCertificates(data, '/certificates/cert-1/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText('The reason is too long')).toBeInTheDocument();
  });

  it('shows when and why a revoked certificate was revoked, without the Revoke button, in Thai', async () => {
    renderCertificates(serve([REVOKED]), '/certificates/cert-2/show', 'th');
    expect(await screen.findByText('Issued to the wrong account')).toBeInTheDocument();
    expect(screen.getByText('เหตุผลที่เพิกถอน')).toBeInTheDocument();
    expect(screen.getByText('เพิกถอนเมื่อ')).toBeInTheDocument();
    expect(screen.getByText('เพิกถอนแล้ว')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'เพิกถอน' })).not.toBeInTheDocument();
  });
});

describe('certificate data', () => {
  const fakeHttp = (json: unknown) => vi.fn(async () => ({ status: 200, headers: new Headers(), body: JSON.stringify(json), json })) as unknown as HttpClient;

  it('pages, filters and searches the certificates on the server', async () => {
    const http = fakeHttp({ data: [certificate()], totalCount: 31 });
    const page = await certificatesData(http).resources.certificates.getList({
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'issuedAt', order: 'DESC' },
      filter: { status: 'ready', q: ' somchai ' },
    });
    expect(page).toEqual({ data: [certificate()], total: 31 });
    expect(http).toHaveBeenCalledWith('/api/certificatesapi/admin/certificates?skip=20&take=10&status=ready&q=somchai', undefined);
  });

  it('revokes with the reason, then reads the certificate once the read model has it', async () => {
    const http = fakeHttp({ position: '12' });
    const data = certificatesData(http);
    await data.methods.revokeCertificate('cert 1', 'Wrong account');
    await data.resources.certificates.getOne({ id: 'cert 1' });
    expect(http).toHaveBeenNthCalledWith(1, '/api/certificatesapi/certificate/cert%201/revoke', {
      method: 'POST',
      body: JSON.stringify({ reason: 'Wrong account' }),
    });
    expect(http).toHaveBeenNthCalledWith(2, '/api/certificatesapi/certificate/cert%201?after=12', undefined);
  });
});
