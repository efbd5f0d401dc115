import type { ReportName, ReportQueryBody, ReportResponse } from '@khru/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, Resource } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoriesResource } from '../catalogue-admin/categories/categories.resource';
import { SIAM_FREIGHT } from '../organisations/test-fixtures';
import { renderWithAdmin } from '../testing/render-with-admin';
import ReportsPage from './reports-page';
import { ANSWERS, LEARNER_ACTIVITY, WEEKLY_SCHEDULE } from './test-fixtures';

// Each test renders the whole admin shell before the report; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const ORG_ADMIN = ['VIEW_REPORTS', 'MANAGE_ORGANISATION', 'MANAGE_EMPLOYEES', 'ENROL_WITH_CREDITS', 'VIEW_AUDIT'];
const HR = ['VIEW_REPORTS', 'MANAGE_EMPLOYEES', 'ENROL_WITH_CREDITS'];
const PLATFORM_ADMIN = ['ADMIN', 'VIEW_REPORTS', 'MANAGE_USERS'];

/** The reports API of a demo organisation: each report answers its fixture (or what a test gives it). */
const reportsData = (answers: Partial<Record<ReportName, ReportResponse>> = {}) => ({
  getList: vi.fn(async () => ({ data: [SIAM_FREIGHT], total: 1 })),
  getReport: vi.fn(async (report: ReportName, _body: ReportQueryBody) => answers[report] ?? ANSWERS[report]),
  exportReport: vi.fn(async () => ({ blob: new Blob(['x']), fileName: 'learner-activity-2026-05.xlsx' })),
  getReportSchedules: vi.fn(async () => [WEEKLY_SCHEDULE]),
  createReportSchedule: vi.fn(async () => ({ id: 'sched-2', position: '42' })),
  deleteReportSchedule: vi.fn(async () => ({ position: '43' })),
});
type ReportsData = ReturnType<typeof reportsData>;

/** The categories every admin sees; react-admin shows its welcome page instead of the app when there is no resource. */
const everyonesResources = <Resource {...categoriesResource} />;

/** The report page as the app routes `/reports/{report}` to it (here: the page at `/`, with the query string given). */
function openReport(report: ReportName, data: ReportsData, { locale = 'en', permissions = ORG_ADMIN, query = '' } = {}) {
  return renderWithAdmin(everyonesResources, {
    data,
    locale: locale as 'en' | 'th',
    permissions,
    path: `/${query}`,
    dashboard: () => <ReportsPage report={report} />,
  });
}

const lastBody = (data: ReportsData): ReportQueryBody => data.getReport.mock.lastCall![1];
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');

describe('reports menu', () => {
  it.each([
    ['an organisation admin', ORG_ADMIN],
    ['HR', HR],
    ['a platform admin', PLATFORM_ADMIN],
  ])('offers Reports to %s', async (_who, permissions) => {
    renderWithAdmin(everyonesResources, { data: reportsData(), permissions });
    expect(await screen.findByRole('menuitem', { name: 'Reports' })).toBeInTheDocument();
  });

  it('does not offer Reports without ADMIN or VIEW_REPORTS', async () => {
    renderWithAdmin(everyonesResources, { data: reportsData(), permissions: ['MANAGE_EMPLOYEES', 'VIEW_AUDIT'] });
    await screen.findByRole('menuitem', { name: 'Dashboard' });
    expect(screen.queryByRole('menuitem', { name: 'Reports' })).not.toBeInTheDocument();
  });
});

describe('the organisation a report is about', () => {
  it('asks a platform admin to pick an organisation first, and asks the server nothing until then', async () => {
    const data = reportsData();
    openReport('learning-dashboard', data, { permissions: PLATFORM_ADMIN });
    expect(await screen.findByText('Please select organization to view report.')).toBeInTheDocument();
    expect(data.getReport).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Organisation' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Siam Freight' }));
    await waitFor(() => expect(data.getReport).toHaveBeenCalledWith('learning-dashboard', expect.objectContaining({ organizationId: 'org-siam' })));
    expect(screen.queryByText('Please select organization to view report.')).not.toBeInTheDocument();
  });

  it('says so in Thai too', async () => {
    openReport('learning-dashboard', reportsData(), { permissions: PLATFORM_ADMIN, locale: 'th' });
    expect(await screen.findByText('กรุณาเลือกองค์กรเพื่อดูรายงาน')).toBeInTheDocument();
  });

  it('reads the picked organisation from the link, so a link reproduces the report', async () => {
    const data = reportsData();
    openReport('learner-activity', data, { permissions: PLATFORM_ADMIN, query: '?org=org-siam&range=3&dept=Operations' });
    await waitFor(() =>
      expect(data.getReport).toHaveBeenCalledWith('learner-activity', {
        organizationId: 'org-siam',
        filterMode: 'List',
        dateRange: 3,
        departments: ['Operations'],
        skip: 0,
        take: 10,
      }),
    );
  });

  it('sends no organisation for an organisation’s own staff: the server reports on theirs', async () => {
    const data = reportsData();
    openReport('learner-activity', data, { permissions: HR, query: '?org=org-other' });
    await waitFor(() => expect(data.getReport).toHaveBeenCalled());
    expect(lastBody(data)).not.toHaveProperty('organizationId');
  });

  it('shows the server’s refusal in a notification', async () => {
    const data = reportsData();
    data.getReport.mockRejectedValue(
      new HttpError('Please select organization to view report.', 400, {
        statusCode: 400,
        code: 'ORGANIZATION_REQUIRED',
        message: 'Please select organization to view report.',
      }),
    );
    openReport('learning-dashboard', data);
    expect(await screen.findByText('Please select organization to view report.')).toBeInTheDocument();
  });
});

/** No English left: every header of every table on the page is in Thai script (digits, % and brackets aside). */
function expectThaiHeaders() {
  const all = screen.getAllByRole('table').flatMap((table) => headers(table));
  expect(all.length).toBeGreaterThan(0);
  for (const header of all) expect(header).not.toMatch(/[A-Za-z]/);
}

describe('user activation', () => {
  it('charts users per month by state, with the numbers in a table and the states defined under it', async () => {
    openReport('user-activation', reportsData());
    const chartTable = await screen.findByRole('table', { name: 'Users by activation state per month' });
    expect(headers(chartTable)).toEqual(['Month', 'Active', 'Not activated', 'Inactive']);
    expect(within(chartTable).getByRole('row', { name: 'May 2026 12 8 3' })).toBeInTheDocument();
    expect(screen.getByText('Not activated: had never logged in by the end of the month.')).toBeInTheDocument();
    expect(screen.getByText('Active: logged in during the month.')).toBeInTheDocument();
    expect(screen.getByText('Inactive: had logged in before the month, but not during it.')).toBeInTheDocument();
  });

  it('lists each person’s state per month, and narrows the list to the states picked', async () => {
    const data = reportsData();
    openReport('user-activation', data);
    const table = await screen.findByRole('table', { name: 'Users by month' });
    expect(headers(table)).toEqual(['Month', 'User status', 'Activation', 'Email', 'Name', 'Position', 'Department']);
    const malee = within(table).getByText('Malee Srisuk').closest('tr')!;
    for (const text of ['May 2026', 'Expired', 'Not activated', 'malee@siamfreight.example', 'Accountant', 'Finance'])
      expect(within(malee).getByText(text)).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Activation states' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(lastBody(data)).toEqual(expect.objectContaining({ activationStates: ['Inactive'], skip: 0 })));
  });

  it('speaks Thai, with Buddhist-era months', async () => {
    openReport('user-activation', reportsData(), { locale: 'th' });
    const table = await screen.findByRole('table', { name: 'ผู้ใช้รายเดือน' });
    const malee = within(table).getByText('Malee Srisuk').closest('tr')!;
    for (const text of ['พ.ค. 2569', 'หมดอายุ', 'ยังไม่เปิดใช้งาน']) expect(within(malee).getByText(text)).toBeInTheDocument();
    expect(screen.getByText('ยังไม่เปิดใช้งาน: ไม่เคยเข้าสู่ระบบเลยจนถึงสิ้นเดือน')).toBeInTheDocument();
    expectThaiHeaders();
  });
});

describe('learning dashboard', () => {
  it('shows the top courses and skills and the leaderboard', async () => {
    openReport('learning-dashboard', reportsData());
    const courses = await screen.findByRole('table', { name: 'Top 10 completed courses' });
    expect(within(courses).getByRole('row', { name: '1 Forklift safety 7' })).toBeInTheDocument();
    const skills = screen.getByRole('table', { name: 'Top 10 completed skills' });
    expect(within(skills).getByRole('row', { name: '1 Workplace safety 9' })).toBeInTheDocument();
    const leaders = screen.getByRole('table', { name: 'Top 10 learners' });
    expect(headers(leaders)).toEqual(['Rank', 'Name', 'Email', 'Position', 'Department', 'Completed courses']);
    expect(within(leaders).getByRole('row', { name: /Somchai Jaidee/ })).toHaveTextContent(
      '1Somchai Jaideesomchai@siamfreight.exampleForklift driverOperations4',
    );
  });

  it('names courses and skills in Thai for a Thai admin', async () => {
    openReport('learning-dashboard', reportsData(), { locale: 'th' });
    const courses = await screen.findByRole('table', { name: '10 คอร์สที่เรียนจบมากที่สุด' });
    expect(within(courses).getByText('ความปลอดภัยในการขับรถยก')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: '10 ทักษะที่เรียนจบมากที่สุด' })).getByText('ความปลอดภัยในที่ทำงาน')).toBeInTheDocument();
    expectThaiHeaders();
  });

  it('says when nothing was completed', async () => {
    openReport(
      'learning-dashboard',
      reportsData({ 'learning-dashboard': { ...ANSWERS['learning-dashboard'], data: [], totalCount: 0, topCourses: [], topSkills: [] } }),
    );
    expect(await screen.findAllByText('No data available in table')).toHaveLength(3);
  });
});

describe('learner activity', () => {
  it('lists each learner’s activity in the period, with the monthly figures in a table', async () => {
    openReport('learner-activity', reportsData());
    const table = await screen.findByRole('table', { name: 'Learners' });
    expect(headers(table)).toEqual([
      'Name',
      'Email',
      'Department',
      'Position',
      'Logins',
      'Learning hours',
      'Courses started',
      'Courses completed',
      'Last login',
      'Last activity',
    ]);
    const somchai = within(table).getByText('Somchai Jaidee').closest('tr')!;
    for (const text of ['14', '1.5', '2', '1', '30 May 2026']) expect(within(somchai).getAllByText(text).length).toBeGreaterThan(0);
    const chart = screen.getByRole('table', { name: 'Learner activity per month' });
    expect(within(chart).getByRole('row', { name: 'May 2026 12 80 10.0' })).toBeInTheDocument();
  });

  it('sorts on the server by the header clicked', async () => {
    const data = reportsData();
    openReport('learner-activity', data);
    fireEvent.click(await screen.findByRole('button', { name: 'Logins' }));
    await waitFor(() => expect(lastBody(data).sort).toEqual({ field: 'logins', order: 'ASC' }));
    fireEvent.click(screen.getByRole('button', { name: 'Logins' }));
    await waitFor(() => expect(lastBody(data).sort).toEqual({ field: 'logins', order: 'DESC' }));
  });

  it('pages through the learners ten at a time, and says which items it shows', async () => {
    const data = reportsData({ 'learner-activity': { ...LEARNER_ACTIVITY, totalCount: 23 } });
    openReport('learner-activity', data);
    expect(await screen.findByText('1 - 10 of 23 items')).toBeInTheDocument();
    expect(screen.getByText('Items per page')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastBody(data)).toEqual(expect.objectContaining({ skip: 10, take: 10 })));
    expect(await screen.findByText('11 - 20 of 23 items')).toBeInTheDocument();
  });

  it('pages and speaks in Thai', async () => {
    openReport('learner-activity', reportsData({ 'learner-activity': { ...LEARNER_ACTIVITY, totalCount: 23 } }), { locale: 'th' });
    expect(await screen.findByText('1 - 10 จาก 23 รายการ')).toBeInTheDocument();
    expect(screen.getByText('รายการต่อหน้า')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'ผู้เรียน' })).getAllByText('30 พ.ค. 2569')).toHaveLength(2);
    expectThaiHeaders();
  });

  it('says when there is nobody to list, in either language', async () => {
    const empty = { 'learner-activity': { ...LEARNER_ACTIVITY, data: [], totalCount: 0 } };
    const { unmount } = openReport('learner-activity', reportsData(empty));
    expect(await screen.findByText('No data available in table')).toBeInTheDocument();
    unmount();
    openReport('learner-activity', reportsData(empty), { locale: 'th' });
    expect(await screen.findByText('ไม่มีข้อมูลในตาราง')).toBeInTheDocument();
  });
});

describe('learning summary and its drill-down', () => {
  it('counts per department and per learner, each name opening the drill-down narrowed to it', async () => {
    openReport('learning-summary', reportsData(), { query: '?range=3' });
    const groups = await screen.findByRole('table', { name: 'By department' });
    expect(headers(groups)).toEqual([
      'Department',
      'Learners',
      'Assigned',
      'Assignment: enrolled',
      'Assignment: in progress',
      'Assignment: completed',
      'Non-assignment: enrolled',
      'Non-assignment: in progress',
      'Non-assignment: completed',
      'Total learning courses',
      'Learning hours',
    ]);
    expect(within(groups).getByRole('row', { name: /Operations/ })).toHaveTextContent('Operations6102351041525.0');
    expect(within(groups).getByRole('link', { name: 'Operations' })).toHaveAttribute('href', '/reports/learning-summary-drill-down?range=3&dept=Operations');
    const learners = screen.getByRole('table', { name: 'By learner' });
    expect(within(learners).getByRole('row', { name: /Somchai Jaidee/ })).toHaveTextContent(
      'Somchai Jaideesomchai@siamfreight.exampleOperationsForklift driverActive311100252.0',
    );
    expect(within(learners).getByRole('link', { name: 'Somchai Jaidee' })).toHaveAttribute(
      'href',
      '/reports/learning-summary-drill-down?range=3&user=u-somchai',
    );
    expect(screen.getByRole('link', { name: 'Drill-down' })).toHaveAttribute('href', '/reports/learning-summary-drill-down?range=3');
  });

  it('groups by the dimension chosen', async () => {
    const data = reportsData();
    openReport('learning-summary', data);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Group by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Course type' }));
    await waitFor(() => expect(lastBody(data).dimension).toBe('COURSE_TYPE'));
  });

  it('speaks Thai', async () => {
    openReport('learning-summary', reportsData(), { locale: 'th' });
    expect(await screen.findByRole('table', { name: 'ตามแผนก' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'รายผู้เรียน' })).toBeInTheDocument();
    expectThaiHeaders();
  });

  it('drills down into one learner’s courses, with every stage as of the period’s end, and leads back', async () => {
    const data = reportsData();
    openReport('learning-summary-drill-down', data, { query: '?range=3&user=u-somchai' });
    await waitFor(() =>
      expect(data.getReport).toHaveBeenCalledWith('learning-summary-drill-down', expect.objectContaining({ userId: 'u-somchai', dateRange: 3 })),
    );
    const table = await screen.findByRole('table', { name: 'Enrolments' });
    expect(headers(table)).toEqual([
      'User status',
      'Name',
      'Position',
      'Department',
      'Course',
      'Category',
      'Course type',
      'Learning stage',
      'Enrolment date',
      'Latest activity date',
      'Completed date',
      'Learning hours',
      'Progress (%)',
      'Test result',
      'Certificate received',
    ]);
    expect(within(table).getByRole('row', { name: /Forklift safety/ })).toHaveTextContent(
      'ActiveSomchai JaideeForklift driverOperationsForklift safetySafetyAssignmentCompleted2 May 202620 May 202620 May 20262.5100PassedYes',
    );
    expect(screen.getByText('Learner: Somchai Jaidee')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the learning summary' })).toHaveAttribute('href', '/reports/learning-summary?range=3');
    fireEvent.click(within(table).getByRole('button', { name: 'Enrolment date' }));
    await waitFor(() => expect(lastBody(data).sort).toEqual({ field: 'enrolledAt', order: 'ASC' }));
  });

  it('drills down in Thai', async () => {
    openReport('learning-summary-drill-down', reportsData(), { locale: 'th' });
    const table = await screen.findByRole('table', { name: 'รายการเรียน' });
    for (const text of ['ความปลอดภัยในการขับรถยก', 'ได้รับมอบหมาย', 'เรียนจบแล้ว', 'ผ่าน', 'ได้รับ', '2 พ.ค. 2569'])
      expect(within(table).getByText(text)).toBeInTheDocument();
    expectThaiHeaders();
  });
});

describe('filters', () => {
  it('asks for this month by default, and for the period, departments and search chosen', async () => {
    const data = reportsData();
    openReport('learner-activity', data);
    await waitFor(() => expect(lastBody(data)).toEqual({ filterMode: 'List', dateRange: 1, skip: 0, take: 10 }));
    expect(await screen.findByText('Period: May 2026, as of 31 May 2026')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Period' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Last year' }));
    await waitFor(() => expect(lastBody(data).dateRange).toBe(4));

    const departments = screen.getByRole('combobox', { name: 'Departments' });
    fireEvent.change(departments, { target: { value: 'Finance' } });
    fireEvent.keyDown(departments, { key: 'Enter' });
    await waitFor(() => expect(lastBody(data).departments).toEqual(['Finance']));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or email' }), { target: { value: 'malee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastBody(data)).toEqual(expect.objectContaining({ dateRange: 4, departments: ['Finance'], search: 'malee' })));
  });

  it('asks for a range of months and an as-of day', async () => {
    const data = reportsData();
    openReport('learning-summary', data, { query: '?mode=Range&from=2026-01&to=2026-03&asOf=2026-03-15&type=assignment&stage=2' });
    await waitFor(() =>
      expect(lastBody(data)).toEqual({
        filterMode: 'Range',
        from: '2026-01',
        to: '2026-03',
        asOf: '2026-03-15',
        dimension: 'DEPARTMENT',
        courseTypes: ['assignment'],
        learningStages: [2],
        skip: 0,
        take: 10,
      }),
    );
    fireEvent.change(screen.getByLabelText('To month'), { target: { value: '2026-04' } });
    await waitFor(() => expect(lastBody(data).to).toBe('2026-04'));
    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '' } });
    await waitFor(() => expect(lastBody(data)).not.toHaveProperty('asOf'));
  });
});

describe('export', () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('exports every row with the filters on screen, as XLSX or CSV', async () => {
    const data = reportsData();
    openReport('learner-activity', data, { query: '?range=3&dept=Operations&page=2' });
    fireEvent.click(await screen.findByRole('button', { name: 'Export XLSX' }));
    await waitFor(() =>
      expect(data.exportReport).toHaveBeenCalledWith('learner-activity', 'xlsx', { filterMode: 'List', dateRange: 3, departments: ['Operations'] }),
    );
    await waitFor(() => expect(saved).toEqual(['learner-activity-2026-05.xlsx']));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(data.exportReport).toHaveBeenLastCalledWith('learner-activity', 'csv', expect.objectContaining({ dateRange: 3 })));
  });
});

describe('scheduled mails', () => {
  it('schedules the report on screen, with its filters, for the recipients and language chosen', async () => {
    const data = reportsData();
    openReport('learner-activity', data, { query: '?range=2' });
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule by mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mail this report on a schedule' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'How often' }));
    fireEvent.click(await screen.findByRole('option', { name: 'On the 1st of every month' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Recipients' }), { target: { value: 'hr@siamfreight.example,\nceo@siamfreight.example' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Language of the report' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Thai' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(data.createReportSchedule).toHaveBeenCalledWith({
        report: 'learner-activity',
        query: { filterMode: 'List', dateRange: 2 },
        frequency: 'monthly',
        recipients: ['hr@siamfreight.example', 'ceo@siamfreight.example'],
        locale: 'th',
      }),
    );
    expect(await screen.findByText('The report is scheduled')).toBeInTheDocument();
    await waitFor(() => expect(data.getReportSchedules).toHaveBeenCalledTimes(2));
  });

  it('shows what the server says of the recipients under them', async () => {
    const data = reportsData();
    data.createReportSchedule.mockRejectedValue(
      new HttpError('Bad request', 400, {
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'Please check the form',
        errors: [{ field: 'recipients', code: 'IS_EMAIL', message: 'Each recipient must be an email address' }],
      }),
    );
    openReport('learner-activity', data);
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule by mail' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Recipients' }), { target: { value: 'not-an-email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Each recipient must be an email address')).toBeInTheDocument();
  });

  it('lists the organisation’s schedules and stops one after confirming', async () => {
    const data = reportsData();
    openReport('learner-activity', data);
    const list = await screen.findByRole('table', { name: 'Scheduled mails' });
    const row = within(list).getByText('hr@siamfreight.example').closest('tr')!;
    for (const text of ['Learner Activity', 'Every Monday', 'English', '1 Jun 2026, 07:00', 'Not yet']) expect(within(row).getByText(text)).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Stop mailing Learner Activity to hr@siamfreight.example' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(data.deleteReportSchedule).toHaveBeenCalledWith('sched-1'));
  });

  it('is not for HR, who may read the schedules but not make or stop them', async () => {
    openReport('learner-activity', reportsData(), { permissions: HR });
    const list = await screen.findByRole('table', { name: 'Scheduled mails' });
    expect(screen.queryByRole('button', { name: 'Schedule by mail' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });
});
