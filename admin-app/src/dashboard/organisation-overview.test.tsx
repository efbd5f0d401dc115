import type { EmployeeProfileResponse, EmployeeResponse, LicenceResponse } from '@khru/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Resource, type GetListParams, type GetManyParams } from 'react-admin';
import { enrolmentsResource } from '../cost-centres/enrolments/enrolments.resource';
import { describe, expect, it, vi } from 'vitest';
import { enrolment, HEAD_OFFICE, OPERATIONS } from '../cost-centres/test-fixtures';
import { renderWithAdmin } from '../testing/render-with-admin';
import { Dashboard } from './dashboard';

const HR = ['VIEW_REPORTS', 'MANAGE_EMPLOYEES'];
const NOW = new Date();
const DAY = 24 * 60 * 60 * 1000;

const POOL: LicenceResponse = {
  id: 'lic-safety',
  orgId: 'org-siam',
  name: 'Safety 2026',
  seats: 10,
  seatsUsed: 4,
  validFrom: '2025-12-31T17:00:00.000Z',
  validUntil: '2026-12-31T16:59:59.999Z',
  coverage: { all: true },
  holders: [],
  asOf: '2026-06-01T00:00:00.000Z',
};
const SOMCHAI = { id: 'u-somchai', firstName: 'Somchai', lastName: 'Jaidee', email: 'somchai@siamfreight.example' } as EmployeeResponse;
const FORKLIFT = { id: 'forklift-safety', isBundle: false, nameEn: 'Forklift safety', nameTh: 'ความปลอดภัยรถยก', price: 900 };
const PROFILE = { orgId: 'org-siam', company: { en: 'Siam Freight', th: 'สยามเฟรท' } } as EmployeeProfileResponse;

const RECENT = enrolment(new Date(NOW.getTime() - DAY));
const OLD = enrolment(new Date(NOW.getTime() - 30 * DAY), { id: 'enr-old' });
const REVERSED = enrolment(new Date(NOW.getTime() - 2 * DAY), { id: 'enr-back', reversedAt: new Date(NOW.getTime() - DAY).toISOString() });

const data = () => ({
  getHealth: vi.fn(async () => ({ status: 'ok', eventStore: { kind: 'pglite' }, readStore: { kind: 'memory' }, projections: { lag: 0 } })),
  getMyOrganisation: vi.fn(async () => PROFILE),
  getList: vi.fn(async (resource: string, _params: GetListParams) => {
    switch (resource) {
      case 'cost-centres':
        return { data: [HEAD_OFFICE, OPERATIONS], total: 2 };
      case 'licences':
        return { data: [POOL], total: 1 };
      default:
        return { data: [RECENT, REVERSED, OLD], total: 3 };
    }
  }),
  getMany: vi.fn(async (resource: string, _params: GetManyParams) => ({ data: resource === 'employees' ? [SOMCHAI] : [FORKLIFT] })),
  reverseEnrolment: vi.fn(async () => ({ position: '50' })),
});

/** The dashboard shows once the app has a resource; the enrolments page is where its link leads. */
const ENROLMENTS = <Resource {...enrolmentsResource} />;

describe('the organisation dashboard', () => {
  it('shows the credits per cost centre, the seats per licence pool and the recent enrolments by credits', async () => {
    renderWithAdmin(ENROLMENTS, { data: data(), permissions: HR, dashboard: Dashboard });
    expect(await screen.findByText('Siam Freight')).toBeInTheDocument();
    expect(await screen.findByText('Balance: 1,200 · used 300')).toBeInTheDocument();
    expect(screen.getByText('Balance: Unlimited · used 40')).toBeInTheDocument();
    expect(await screen.findByText('4 used, 6 free of 10')).toBeInTheDocument();
    const recent = (await screen.findAllByText('Somchai Jaidee'))[0]!.closest('tr')!;
    expect(within(recent).getByText('Forklift safety')).toBeInTheDocument();
    expect(within(recent).getByRole('button', { name: 'Reverse' })).toBeInTheDocument();
  });

  it('offers no reversal of a reversed enrolment nor of one past the window', async () => {
    renderWithAdmin(ENROLMENTS, { data: data(), permissions: HR, dashboard: Dashboard });
    await screen.findAllByText('Forklift safety');
    expect(screen.getAllByRole('button', { name: 'Reverse' })).toHaveLength(1);
    expect(screen.getByText(/^Reversed /)).toBeInTheDocument();
  });

  it('reverses an enrolment on its cost centre after a confirmation', async () => {
    const calls = data();
    renderWithAdmin(ENROLMENTS, { data: calls, permissions: HR, dashboard: Dashboard });
    fireEvent.click(await screen.findByRole('button', { name: 'Reverse' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/300 credits return to the cost centre/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    await waitFor(() => expect(calls.reverseEnrolment).toHaveBeenCalledWith('cc-ops', { enrolmentId: 'enr-1' }));
    expect(await screen.findByText('The enrolment is reversed and its credits are back')).toBeInTheDocument();
  });

  it('speaks Thai', async () => {
    renderWithAdmin(ENROLMENTS, { data: data(), permissions: HR, locale: 'th', dashboard: Dashboard });
    expect(await screen.findByText('สยามเฟรท')).toBeInTheDocument();
    expect(await screen.findByText('คงเหลือ ไม่จำกัด · ใช้ไป 40')).toBeInTheDocument();
    expect(screen.getByText('เครดิตตามศูนย์ต้นทุน')).toBeInTheDocument();
    expect(await screen.findByText('ใช้ไป 4 ว่าง 6 จาก 10 สิทธิ์')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'ยกเลิก' })).toBeInTheDocument();
  });

  it('shows no technical health to organisation staff: that is for platform admins', async () => {
    const calls = data();
    renderWithAdmin(ENROLMENTS, { data: calls, permissions: HR, dashboard: Dashboard });
    expect(await screen.findByText("Manage your organisation's people, credits, licences and course assignments.")).toBeInTheDocument();
    await screen.findByText('Credits per cost centre');
    expect(screen.queryByText('Service health')).not.toBeInTheDocument();
    expect(calls.getHealth).not.toHaveBeenCalled();
  });
});
