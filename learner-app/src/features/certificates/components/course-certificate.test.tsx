import type { CertificateResponse } from '@khru/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStoredTokens, storeTokens } from '../../../stores/stored-tokens';
import { useLocaleStore } from '../../../stores/locale-store';
import { logInAs, renderAt, stubApi } from '../../../testing/render-at';
import { CourseCertificate } from './course-certificate';

const certificate = (over: Partial<CertificateResponse> = {}): CertificateResponse => ({
  id: 'c1',
  number: 'KHRU-2026-4F7A-91C2',
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
  pdfUrl: '/api/certificatesapi/certificate/c1/pdf',
  verifyUrl: 'http://localhost:3000/verify/c1',
  badgeUrl: 'http://localhost:3000/api/certificatesapi/certificate/c1/badge',
  revokedAt: null,
  revokedReason: null,
  ...over,
});
const refused = (status: number, code: string, message: string): [number, unknown] => [status, { statusCode: status, code, message }];
const BY_COURSE = 'certificatesapi/certificate/by-course/sql';
const PDF = 'certificatesapi/certificate/c1/pdf';

const openDialog = async () => {
  renderAt(<CourseCertificate courseId="sql" />);
  fireEvent.click(screen.getByRole('button', { name: 'Download your certificate' }));
  return screen.getByRole('dialog', { name: 'Download your certificate' });
};

describe("a passed test's certificate", () => {
  let saved: HTMLAnchorElement[];
  beforeEach(() => {
    logInAs('MEMBER');
    storeTokens({ id: 'u1', jwtToken: 'token-1', refreshToken: 'refresh-1' });
    saved = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this);
    });
    URL.createObjectURL = vi.fn(() => 'blob:certificate');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    clearStoredTokens();
    act(() => useLocaleStore.getState().setLocale('en'));
  });

  it('says it is being prepared until its PDF is made, then downloads it with the session, named by its number', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const answers = [
      [404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }],
      [200, certificate({ status: 'preparing', pdfUrl: null })],
    ];
    const calls = stubApi((_method, path) =>
      path === BY_COURSE ? ((answers.shift() as [number, unknown] | undefined) ?? [200, certificate()]) : [200, { pdf: true }],
    );
    const dialog = await openDialog();
    expect(await within(dialog).findByRole('status')).toHaveTextContent('usually takes a few seconds, at most 5 minutes');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(within(dialog).getByRole('status')).toHaveTextContent('being prepared');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    const download = await within(dialog).findByRole('button', { name: 'Download PDF' });
    vi.useRealTimers();
    fireEvent.click(download);

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.download).toBe('khru-certificate-KHRU-2026-4F7A-91C2.pdf');
    const pdf = calls.find((c) => c.path === PDF)!;
    expect(pdf.headers.Authorization).toBe('Bearer token-1');
    expect(calls.filter((c) => c.path === BY_COURSE)).toHaveLength(3);
    expect(calls.every((c) => c.path !== BY_COURSE || c.method === 'POST')).toBe(true);
    expect(within(dialog).getByRole('link', { name: 'View verification page' })).toHaveAttribute('href', '/verify/c1');
  });

  it('shows the failure message when the PDF could not be made', async () => {
    stubApi(() => [200, certificate({ status: 'failed', pdfUrl: null })]);
    const dialog = await openDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Download certificate failed, please try again later or contact support.');
  });

  it('stops waiting after the five minutes the learner was told, and says the download failed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const calls = stubApi(() => [200, certificate({ status: 'preparing', pdfUrl: null })]);
    const dialog = await openDialog();
    await within(dialog).findByRole('status');
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Download certificate failed');
    const asked = calls.length;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls).toHaveLength(asked);
  });

  it("shows the API's message in the learner's language when the download fails", async () => {
    act(() => useLocaleStore.getState().setLocale('th'));
    stubApi((_method, path) =>
      path === PDF ? refused(503, 'CERTIFICATE_DOWNLOAD_FAILED', 'ดาวน์โหลดใบประกาศนียบัตรไม่สำเร็จ กรุณาลองใหม่ภายหลังหรือติดต่อฝ่ายสนับสนุน') : [200, certificate()],
    );
    renderAt(<CourseCertificate courseId="sql" />);
    fireEvent.click(screen.getByRole('button', { name: 'ดาวน์โหลดใบประกาศนียบัตรของคุณ' }));
    fireEvent.click(await screen.findByRole('button', { name: 'ดาวน์โหลด PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ดาวน์โหลดใบประกาศนียบัตรไม่สำเร็จ กรุณาลองใหม่ภายหลังหรือติดต่อฝ่ายสนับสนุน');
    expect(saved).toHaveLength(0);
  });
});
