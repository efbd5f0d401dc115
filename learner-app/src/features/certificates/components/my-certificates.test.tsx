import type { CertificateResponse } from '@khru/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../../stores/locale-store';
import { logInAs, renderAt, stubApi } from '../../../testing/render-at';
import { MyCertificates } from './my-certificates';

const certificate = (id: string, over: Partial<CertificateResponse> = {}): CertificateResponse => ({
  id,
  number: `KHRU-2026-${id.toUpperCase()}`,
  kind: 'course',
  subjectId: 'sql',
  userId: 'u1',
  holderName: 'Somying Namjaidee',
  titleEn: 'SQL basics',
  titleTh: 'พื้นฐาน SQL',
  scorePercent: 95,
  courseIds: ['sql'],
  issuedAt: '2026-05-01T03:00:00Z',
  status: 'ready',
  pdfUrl: `/api/certificatesapi/certificate/${id}/pdf`,
  verifyUrl: `http://localhost:3000/verify/${id}`,
  badgeUrl: `http://localhost:3000/api/certificatesapi/certificate/${id}/badge`,
  revokedAt: null,
  revokedReason: null,
  ...over,
});
const bundle = certificate('b1', { kind: 'bundle', titleEn: 'Data analyst path', titleTh: 'เส้นทางนักวิเคราะห์ข้อมูล', scorePercent: null });

describe("the profile's certificates", () => {
  beforeEach(() => logInAs('MEMBER'));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    act(() => useLocaleStore.getState().setLocale('en'));
  });

  it('lists each certificate with its date, number and score, its verification page and a link to copy', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const calls = stubApi(() => [200, { data: [certificate('c1'), bundle], totalCount: 2 }]);
    renderAt(<MyCertificates />);
    const cards = await screen.findAllByRole('listitem');
    expect(calls[0]).toMatchObject({ method: 'POST', path: 'certificatesapi/my-certificates' });
    const [course, path] = cards.map((card) => within(card));
    expect(course!.getByRole('heading', { name: 'SQL basics' })).toBeInTheDocument();
    expect(course!.getByText('Course certificate')).toBeInTheDocument();
    expect(course!.getByText('Issued').nextElementSibling).toHaveTextContent('1 May 2026');
    expect(course!.getByText('Certificate number').nextElementSibling).toHaveTextContent('KHRU-2026-C1');
    expect(course!.getByText('Score').nextElementSibling).toHaveTextContent('95%');
    expect(course!.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(course!.getByRole('link', { name: 'View verification page' })).toHaveAttribute('href', '/verify/c1');
    fireEvent.click(course!.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/verify/c1');
    expect(path!.getByText('Bundle certificate')).toBeInTheDocument();
    expect(path!.queryByText('Score')).toBeNull();
  });

  it('follows a certificate still being made until its Download appears, in Thai', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    act(() => useLocaleStore.getState().setLocale('th'));
    let made = false;
    stubApi(() => [200, { data: [certificate('c1', made ? {} : { status: 'preparing', pdfUrl: null })], totalCount: 1 }]);
    renderAt(<MyCertificates />);
    expect(await screen.findByRole('heading', { name: 'พื้นฐาน SQL' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('กำลังจัดทำใบประกาศนียบัตรของคุณ');
    made = true;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByRole('button', { name: 'ดาวน์โหลด PDF' })).toBeInTheDocument();
  });

  it('says how to earn one when there is none yet', async () => {
    stubApi(() => [200, { data: [], totalCount: 0 }]);
    renderAt(<MyCertificates />);
    expect(await screen.findByText(/No certificates yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my tests' })).toHaveAttribute('href', '/test');
  });
});
