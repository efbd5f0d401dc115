import type { CorporateCourseItem, EmployeeProfileResponse } from '@khru/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../../stores/locale-store';
import { logInAs, renderAt, stubApi } from '../../../testing/render-at';
import { CorporateLearning } from './corporate-learning';
import { employeeProfile } from './employee-profile.fixture';

const safety: CorporateCourseItem = {
  itemId: 'warehouse-safety',
  isBundle: false,
  name: { en: 'Warehouse safety', th: 'ความปลอดภัยในคลังสินค้า' },
  imageUrl: null,
  dueDate: '2026-03-31T10:00:00.000Z',
  enrolledAt: null,
};
const excel: CorporateCourseItem = {
  itemId: 'excel-basics',
  isBundle: false,
  name: { en: 'Excel basics', th: 'Excel เบื้องต้น' },
  imageUrl: null,
  dueDate: null,
  enrolledAt: '2026-01-15T03:00:00.000Z',
};
const pdpa: CorporateCourseItem = { ...excel, itemId: 'pdpa-pack', isBundle: true, name: { en: 'PDPA pack', th: 'ชุด PDPA' } };

function showMyLearning(profile: EmployeeProfileResponse | null) {
  stubApi((_method, path) =>
    path === 'orgsapi/organizations/employees/userprofiles/u1' && profile
      ? [200, profile]
      : [500, { statusCode: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Something wrong' }],
  );
  renderAt(
    <CorporateLearning>
      <p>every course held</p>
    </CorporateLearning>,
    { path: '/profile' },
  );
}

const section = (name: string) => screen.findByRole('region', { name });
const row = (list: HTMLElement, label: string) => within(list).getByText(label).nextElementSibling as HTMLElement;

describe('My Learning of a corporate account (spec section 2)', () => {
  beforeEach(() => logInAs('B2B'));
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => useLocaleStore.getState().setLocale('en'));
  });

  it('shows the employee information, the company in English, and marks what is not set', async () => {
    showMyLearning(employeeProfile({ team: '' }));
    const info = await section('Employee information');
    expect(row(info, 'Company')).toHaveTextContent('Siam Logistics');
    expect(row(info, 'Department')).toHaveTextContent('Operations');
    expect(row(info, 'Position')).toHaveTextContent('Dispatcher');
    expect(row(info, 'Job grade')).toHaveTextContent('P2');
    expect(row(info, 'Business unit')).toHaveTextContent('Freight');
    expect(row(info, 'Location')).toHaveTextContent('Bangkok');
    expect(row(info, 'Team')).toHaveTextContent('Not set');
    expect(screen.getByRole('region', { name: 'All my courses' })).toHaveTextContent('every course held');
  });

  it('shows the employee information in Thai, the company by its Thai name', async () => {
    act(() => useLocaleStore.getState().setLocale('th'));
    showMyLearning(employeeProfile());
    const info = await section('ข้อมูลพนักงาน');
    expect(row(info, 'บริษัท')).toHaveTextContent('สยามโลจิสติกส์');
    expect(row(info, 'ระดับงาน')).toHaveTextContent('P2');
    expect(row(info, 'หน่วยธุรกิจ')).toHaveTextContent('Freight');
  });

  it('lists assigned courses with their due dates, linking to the course, and company courses linking to learning', async () => {
    showMyLearning(employeeProfile({ assigned: [safety, excel], companyCourses: [excel, pdpa] }));
    const assigned = await section('Assigned');
    expect(within(assigned).getByRole('link', { name: /Warehouse safety/ })).toHaveAttribute('href', '/courses-overview/warehouse-safety');
    expect(within(assigned).getByRole('link', { name: /Warehouse safety/ })).toHaveTextContent('Due 31 Mar 2026');
    expect(within(assigned).getByRole('link', { name: /Excel basics/ })).toHaveTextContent(/No due date.*Enrolled/);
    const company = await section('Company courses');
    expect(within(company).getByRole('link', { name: /Excel basics/ })).toHaveAttribute('href', '/courses-learning/excel-basics');
    expect(within(company).getByRole('link', { name: /Excel basics/ })).toHaveTextContent('Enrolled on 15 Jan 2026');
    expect(within(company).getByRole('link', { name: /PDPA pack/ })).toHaveAttribute('href', '/bundle-overview/pdpa-pack');
  });

  it('lists them in Thai, dates in the Buddhist calendar', async () => {
    act(() => useLocaleStore.getState().setLocale('th'));
    showMyLearning(employeeProfile({ assigned: [safety], companyCourses: [] }));
    const assigned = await section('คอร์สที่ได้รับมอบหมาย');
    expect(within(assigned).getByRole('link', { name: /ความปลอดภัยในคลังสินค้า/ })).toHaveTextContent(/กำหนดเสร็จ 31 มี\.ค\. 2569/);
    expect(await section('คอร์สขององค์กร')).toHaveTextContent('คุณยังไม่ได้ลงทะเบียนคอร์สด้วยเครดิต');
  });

  it('says so when the employee record cannot be read, and still lists the courses held', async () => {
    showMyLearning(null);
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
    expect(screen.getByRole('region', { name: 'All my courses' })).toHaveTextContent('every course held');
  });
});
