import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../../stores/locale-store';
import { logInAs, renderAt, stubApi } from '../../../testing/render-at';
import { CorporateBanner } from './corporate-banner';
import { employeeProfile } from './employee-profile.fixture';
import type { EmployeeProfileResponse } from '@khru/contracts';

const item = (itemId: string) => ({ itemId, isBundle: false, name: { en: itemId, th: itemId }, imageUrl: null, dueDate: null, enrolledAt: null });

function showBanner(profile: EmployeeProfileResponse) {
  const calls = stubApi((_method, path) =>
    path === 'orgsapi/organizations/employees/userprofiles/u1' ? [200, profile] : [404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }],
  );
  renderAt(<CorporateBanner learningSeconds={0} />, { path: '/profile' });
  return calls;
}

/** The figure under a label, as the banner's description list pairs them. */
const figure = async (label: string) => (await screen.findByText(label)).nextElementSibling as HTMLElement;

describe('the profile banner of a corporate account (spec section 2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => useLocaleStore.getState().setLocale('en'));
  });

  it('shows 0 learning hours, the assigned and company course counts, the balance and the credits used', async () => {
    logInAs('B2B');
    showBanner(employeeProfile({ assigned: [item('a'), item('b')], companyCourses: [item('c')] }));
    expect(await figure('Total learning hours')).toHaveTextContent('0 h');
    expect(await figure('Assigned courses')).toHaveTextContent('2');
    expect(await figure('Company courses')).toHaveTextContent('1');
    expect(await figure('Remaining balance')).toHaveTextContent('2,400 credits');
    expect(await figure('Credit used')).toHaveTextContent('240 credits');
    expect(screen.getByLabelText('Your learning at Siam Logistics')).toBeInTheDocument();
  });

  it('shows "none" for the remaining balance of an unlimited cost centre', async () => {
    logInAs('B2B');
    showBanner(employeeProfile({ credits: { costCentreId: 'cc-hq', name: 'Head office', balance: 0, used: 3600, unlimited: true } }));
    const balance = await figure('Remaining balance');
    expect(balance).toHaveTextContent(/^none/);
    expect(within(balance).getByText('Unlimited credits')).toBeInTheDocument();
    expect(balance).not.toHaveTextContent('0 credits');
  });

  it('says the same in Thai', async () => {
    act(() => useLocaleStore.getState().setLocale('th'));
    logInAs('HR');
    showBanner(employeeProfile({ credits: { costCentreId: 'cc-hq', name: 'Head office', balance: 0, used: 3600, unlimited: true } }));
    expect(await figure('ชั่วโมงเรียนทั้งหมด')).toHaveTextContent('0 ชม.');
    expect(await figure('เครดิตคงเหลือ')).toHaveTextContent(/^ไม่มี/);
    expect(await figure('เครดิตที่ใช้ไป')).toHaveTextContent('240 เครดิต');
  });

  it('shows nothing, and asks nothing, for a personal account', async () => {
    logInAs('MEMBER');
    const calls = showBanner(employeeProfile());
    await act(async () => undefined);
    expect(screen.queryByText('Remaining balance')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
