import type { CertificateVerification } from '@khru/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../stores/locale-store';
import { useSessionStore } from '../../stores/session-store';
import { renderAt, stubApi } from '../../testing/render-at';
import { VerifyRoute } from './verify';

const verification = (over: Partial<CertificateVerification> = {}): CertificateVerification => ({
  id: 'c1',
  number: 'KHRU-2026-4F7A-91C2',
  holderName: 'สมหญิง น้ำใจดี',
  kind: 'course',
  titleEn: 'SQL basics',
  titleTh: 'พื้นฐาน SQL',
  issuedAt: '2026-05-01T03:00:00Z',
  scorePercent: 95,
  valid: true,
  revokedAt: null,
  revokedReason: null,
  badgeUrl: 'http://localhost:3000/api/certificatesapi/certificate/c1/badge',
  ...over,
});

const openVerify = () => renderAt(<VerifyRoute />, { path: '/verify/:id', entry: '/verify/c1' });
const fact = (name: string) => screen.getByText(name).nextElementSibling?.textContent;

describe('the public verification page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => useLocaleStore.getState().setLocale('en'));
  });

  it('shows a valid certificate to anyone, without a login: holder, title, date, score, number, issuer and the badge', async () => {
    useSessionStore.setState({ status: 'loggedOut', ready: true, userId: null });
    const calls = stubApi(() => [200, verification()]);
    openVerify();
    expect(await screen.findByRole('heading', { name: 'Valid certificate' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', path: 'certificatesapi/verify/c1' });
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(fact('Awarded to')).toBe('สมหญิง น้ำใจดี');
    expect(fact('For')).toBe('SQL basics');
    expect(fact('Issued on')).toBe('1 May 2026');
    expect(fact('Score')).toBe('95%');
    expect(fact('Certificate number')).toBe('KHRU-2026-4F7A-91C2');
    expect(fact('Issued by')).toBe('Khru');
    expect(screen.getByRole('link', { name: 'Open Badges credential' })).toHaveAttribute('href', verification().badgeUrl);
  });

  it('says in Thai when a certificate was revoked, and why', async () => {
    act(() => useLocaleStore.getState().setLocale('th'));
    stubApi(() => [200, verification({ valid: false, revokedAt: '2026-06-10T05:00:00Z', revokedReason: 'Issued by mistake' })]);
    openVerify();
    expect(await screen.findByRole('heading', { name: 'ใบประกาศนียบัตรถูกเพิกถอน' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('เพิกถอนเมื่อ 10 มิ.ย. 2569 เหตุผล: Issued by mistake');
    expect(fact('หลักสูตร')).toBe('พื้นฐาน SQL');
    expect(fact('ออกให้เมื่อ')).toBe('1 พ.ค. 2569');
  });

  it('says plainly when Khru never issued the certificate', async () => {
    stubApi(() => [404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }]);
    openVerify();
    expect(await screen.findByRole('heading', { name: 'Certificate not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Valid certificate' })).toBeNull();
  });
});
