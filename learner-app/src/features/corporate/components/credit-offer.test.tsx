import { ERROR_MESSAGES, type CreditEnrolmentResult, type CreditQuote } from '@khru/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../../stores/locale-store';
import { logInAs, renderAt, stubApi, type StubbedCall } from '../../../testing/render-at';
import { CreditOffer } from './credit-offer';

const quote = (change: Partial<CreditQuote> = {}): CreditQuote => ({
  itemId: 'git-and-github',
  isBundle: false,
  credits: 120,
  costCentre: { id: 'cc-ops', name: 'Operations', balance: 1000, unlimited: false },
  hasLicence: true,
  alreadyEnrolled: false,
  ...change,
});

const enrolled: CreditEnrolmentResult = {
  enrolmentId: 'e1',
  itemId: 'git-and-github',
  isBundle: false,
  courseIds: ['git-and-github'],
  credits: 120,
  balance: 880,
  position: '42',
};

const refusal = (code: 'INSUFFICIENT_CREDITS' | 'INSUFFICIENT_LICENSE', locale: 'en' | 'th', status: number) => ({
  statusCode: status,
  code,
  message: ERROR_MESSAGES[locale][code],
});

/** The quote as given; the enrolment answered by `enrol` (a success by default). */
function serve(q: CreditQuote, enrol: () => [number, unknown] | Promise<[number, unknown]> = () => [200, enrolled]): StubbedCall[] {
  return stubApi((method, path) => {
    if (method === 'GET' && path.startsWith('paymentapi/credit-quote')) return [200, q];
    if (method === 'POST' && path === 'paymentapi/enroll-single-item') return enrol();
    return [404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }];
  });
}

const posts = (calls: StubbedCall[]) => calls.filter((c) => c.method === 'POST');

function showCourse(item = { itemId: 'git-and-github', isBundle: false }, learnCourseId: string | null = 'git-and-github') {
  renderAt(<CreditOffer item={item} name="Git and GitHub" held={false} learnCourseId={learnCourseId} />, {
    path: '/courses-overview/:id',
    entry: `/courses-overview/${item.itemId}`,
  });
}

async function openDialog(enrolLabel = 'Enrol') {
  fireEvent.click(await screen.findByRole('button', { name: enrolLabel }));
  return screen.getByRole('dialog');
}

describe('enrolment by credits (spec section 4)', () => {
  beforeEach(() => logInAs('B2B'));
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => useLocaleStore.getState().setLocale('en'));
  });

  it('shows the price in credits; confirming shows the item, cost centre and balance, enrols and goes to learning', async () => {
    const calls = serve(quote());
    showCourse();
    expect(await screen.findByText('120 credits')).toBeInTheDocument();
    const dialog = await openDialog();
    expect(within(dialog).getByText('Git and GitHub')).toBeInTheDocument();
    expect(within(dialog).getByText('Operations')).toBeInTheDocument();
    expect(within(dialog).getByText('1,000 credits')).toBeInTheDocument();
    expect(within(dialog).getByText('880 credits')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and enrol' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/courses-learning/git-and-github {"awaitingAccess":true}');
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]!.body).toEqual({ itemId: 'git-and-github', isBundle: false });
    expect(posts(calls)[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends one request for a double click on confirm', async () => {
    let answer: (value: [number, unknown]) => void = () => undefined;
    const calls = serve(quote(), () => new Promise((resolve) => (answer = resolve)));
    showCourse();
    const dialog = await openDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm and enrol' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    await act(async () => answer([200, enrolled]));
    expect(await screen.findByTestId('where')).toHaveTextContent('/courses-learning/git-and-github');
    expect(posts(calls)).toHaveLength(1);
  });

  it('shows the server’s refusal in the dialog and stays on the page', async () => {
    serve(quote(), () => [409, refusal('INSUFFICIENT_CREDITS', 'en', 409)]);
    showCourse();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and enrol' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have insufficient credits to enroll in this course. Please contact your Admin/HR.');
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('asks in Thai and shows the server’s Thai refusal', async () => {
    act(() => useLocaleStore.getState().setLocale('th'));
    const calls = serve(quote(), () => [403, refusal('INSUFFICIENT_LICENSE', 'th', 403)]);
    showCourse();
    expect(await screen.findByText('120 เครดิต')).toBeInTheDocument();
    const dialog = await openDialog('ลงทะเบียนเรียน');
    expect(within(dialog).getByText('ยืนยันการลงทะเบียนเรียน')).toBeInTheDocument();
    expect(within(dialog).getByText('ศูนย์ต้นทุน')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันและลงทะเบียน' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.th.INSUFFICIENT_LICENSE);
    expect(posts(calls)[0]!.headers['Accept-Language']).toBe('th');
  });

  it.each([
    ['en', 'Enrol'],
    ['th', 'ลงทะเบียนเรียน'],
  ] as const)('says on the page, before any dialog, when no licence covers the item, and offers no enrolment (%s)', async (locale, enrol) => {
    act(() => useLocaleStore.getState().setLocale(locale));
    const calls = serve(quote({ hasLicence: false }));
    showCourse();
    const button = await screen.findByRole('button', { name: enrol });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(ERROR_MESSAGES[locale].INSUFFICIENT_LICENSE);
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('warns when the balance is below the price, in English and Thai', async () => {
    serve(quote({ costCentre: { id: 'cc-ops', name: 'Operations', balance: 50, unlimited: false } }));
    showCourse();
    let dialog = await openDialog();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.en.INSUFFICIENT_CREDITS);
    act(() => useLocaleStore.getState().setLocale('th'));
    dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.th.INSUFFICIENT_CREDITS);
    expect(within(dialog).getByRole('button', { name: 'ยืนยันและลงทะเบียน' })).toBeDisabled();
  });

  it('shows an unlimited cost centre as unlimited, without a balance after', async () => {
    serve(quote({ costCentre: { id: 'cc-hq', name: 'Head office', balance: 0, unlimited: true } }));
    showCourse();
    const dialog = await openDialog();
    expect(within(dialog).getByText('Unlimited')).toBeInTheDocument();
    expect(within(dialog).queryByText('Balance after enrolment')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm and enrol' })).toBeEnabled();
  });

  it('offers the way into learning, not Enrol, once enrolled', async () => {
    serve(quote({ alreadyEnrolled: true }));
    showCourse();
    expect(await screen.findByRole('link', { name: 'Go to the course' })).toHaveAttribute('href', '/courses-learning/git-and-github');
    expect(screen.queryByRole('button', { name: 'Enrol' })).not.toBeInTheDocument();
  });

  it('takes a bundle’s learner to its first course', async () => {
    serve(quote({ itemId: 'pdpa-pack', isBundle: true }), () => [
      200,
      { ...enrolled, itemId: 'pdpa-pack', isBundle: true, courseIds: ['pdpa-basics', 'pdpa-audit'] },
    ]);
    showCourse({ itemId: 'pdpa-pack', isBundle: true }, 'pdpa-basics');
    const dialog = await openDialog();
    expect(within(dialog).getByText('Bundle')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and enrol' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/courses-learning/pdpa-basics');
  });
});
