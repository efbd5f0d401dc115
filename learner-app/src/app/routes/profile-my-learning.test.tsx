import type { BundleSummaryResponse, CourseSummaryProgress, CourseSummaryResponse, LearningSummaryResponse, UserResponse } from '@khru/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../stores/locale-store';
import { logInAs, renderAt, stubApi } from '../../testing/render-at';
import { ProfileMyLearning } from './profile-my-learning';

const course = (id: string, subCategoryId: string | null, jobTitle: string | null): CourseSummaryResponse => ({
  id,
  courseMetadata: {
    categoryId: 'business',
    subCategoryId,
    jobTitle,
    instructorId: 'kanya',
    Price: 0,
    titleEn: `Course ${id}`,
    titleTh: `คอร์ส ${id}`,
    thumbnail: null,
    instructorNameEn: 'Kanya',
    instructorNameTh: 'กันยา',
  },
  isHighlights: false,
  created: '2026-01-01T00:00:00Z',
  publishedAt: '2026-01-01T00:00:00Z',
  trainingStartsAt: null,
  trainingCancelledAt: null,
  price: 0,
  lessonCount: 4,
  totalDurationSeconds: 600,
  rating: { average: 0, count: 0 },
});

const studied = (courseId: string, status: CourseSummaryProgress['status'], percent: number, lastActivityAt: string): CourseSummaryProgress => ({
  courseId,
  status,
  completedLessons: percent / 25,
  lessonCount: 4,
  percent,
  lastActivityAt,
  completedAt: status === 'COMPLETED' ? lastActivityAt : null,
});

const user = {
  id: 'u1',
  purchasedCourseIds: ['fresh', 'going', 'done', 'old'],
  purchasedBundleCertificateIds: ['held-pack'],
  purchasedCoursesExpiry: {},
} as unknown as UserResponse;
const bundle = (id: string, nameEn: string, nameTh: string): BundleSummaryResponse => ({
  id,
  nameEn,
  nameTh,
  thumbnailImageEn: null,
  thumbnailImageTh: null,
  isSingleCertificate: false,
  courseIds: ['fresh', 'going'],
  courseCount: 2,
  created: '2026-01-01T00:00:00Z',
  price: 1500,
});
const summary: LearningSummaryResponse = {
  learningSeconds: 2 * 3600 + 5 * 60,
  courses: [
    studied('going', 'IN_PROGRESS', 50, '2026-05-02T00:00:00Z'),
    studied('done', 'COMPLETED', 100, '2026-05-01T00:00:00Z'),
    studied('old', 'IN_PROGRESS', 25, '2026-04-01T00:00:00Z'),
  ],
};
const courses = [course('fresh', null, null), course('going', 'finance', null), course('done', 'finance', 'analyst'), course('old', 'marketing', null)];

function stubLearning() {
  stubApi((_method, path) => {
    if (path.startsWith('coursesapi/progress/summary')) return [200, summary];
    if (path.startsWith('certificatesapi/my-certificates')) return [200, { data: [], totalCount: 2 }];
    if (path.startsWith('coursesapi/course/list-by-post')) return [200, { data: courses, totalCount: courses.length }];
    if (path.startsWith('certificatesapi/get-certificates'))
      return [200, { data: [bundle('other-pack', 'Not bought', 'ไม่ได้ซื้อ'), bundle('held-pack', 'Office Pack', 'ชุดงานออฟฟิศ')] }];
    if (path.startsWith('coursesapi/category'))
      return [
        200,
        {
          data: [
            {
              id: 'business',
              code: 'B',
              nameEn: 'Business',
              nameTh: 'ธุรกิจ',
              categoryImageUrl: null,
              subCategories: [{ id: 'finance', nameEn: 'Finance', nameTh: 'การเงิน' }],
            },
          ],
          totalCount: 1,
        },
      ];
    if (path.startsWith('coursesapi/job-functions'))
      return [
        200,
        { jobFunctions: [{ id: 'analyst', name: 'Analyst', subFunctions: null }], jobFunctionsTh: [{ id: 'analyst', name: 'นักวิเคราะห์', subFunctions: null }] },
      ];
    return [404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }];
  });
}

const section = (name: string) => screen.findByRole('region', { name });
const titles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('My Learning', () => {
  beforeEach(() => {
    logInAs('MEMBER');
    stubLearning();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => useLocaleStore.getState().setLocale('en'));
  });

  it('lists the courses to continue (most recent first, with Resume), in progress, completed and to learn again, each with status and percent', async () => {
    renderAt(<ProfileMyLearning user={user} />);
    const resume = await section('Continue learning');
    expect(titles(resume)).toEqual(['Course going', 'Course old']);
    expect(within(resume).getAllByRole('link')[0]).toHaveAttribute('href', '/courses-learning/going');
    expect(within(resume).getAllByRole('link')[0]).toHaveTextContent('Resume');
    expect(within(resume).getAllByRole('link')[0]).toHaveTextContent('In progress');
    expect(within(resume).getAllByRole('link')[0]).toHaveTextContent('50% complete');
    expect(titles(await section('In progress'))).toEqual(['Course going', 'Course old']);
    expect(titles(await section('Completed'))).toEqual(['Course done']);
    const again = await section('Learn again');
    expect(titles(again)).toEqual(['Course done']);
    expect(within(again).getByRole('link')).toHaveTextContent('Learn again');
    expect(within(again).getByRole('link')).toHaveTextContent('100% complete');
    const all = await section('All my courses');
    expect(titles(all)).toEqual(['Course fresh', 'Course going', 'Course done', 'Course old']);
    expect(within(all).getAllByRole('link')[0]).toHaveTextContent('Not started');
    expect(within(all).getAllByRole('link')[0]).toHaveTextContent('0% complete');
  });

  it('shows the progress figures, certificates among them, and names the skills of the completed courses', async () => {
    renderAt(<ProfileMyLearning user={user} />);
    const figures = await section('My progress');
    const figure = (name: string) => within(figures).getByText(name).nextElementSibling?.textContent;
    expect(figure('Enrolled')).toBe('4');
    expect(figure('Completed')).toBe('1');
    expect(figure('In progress')).toBe('2');
    await waitFor(() => expect(figure('Certificates')).toBe('2'));
    expect(figure('Learning hours')).toBe('2 h 5 min');
    expect(figure('Skills covered')).toBe('2');
    expect(await within(figures).findByText('Finance')).toBeInTheDocument();
    expect(await within(figures).findByText('Analyst')).toBeInTheDocument();
  });

  it('lists the bundles the learner holds, and only those, in English and Thai', async () => {
    renderAt(<ProfileMyLearning user={user} />);
    const bundles = await section('My bundles and certificates');
    await waitFor(() => expect(titles(bundles)).toEqual(['Office Pack']));
    expect(within(bundles).getByRole('link')).toHaveAttribute('href', '/bundle-overview/held-pack');
    act(() => useLocaleStore.getState().setLocale('th'));
    expect(titles(await section('ชุดหลักสูตรและใบประกาศนียบัตรของฉัน'))).toEqual(['ชุดงานออฟฟิศ']);
  });

  it('says it all in Thai', async () => {
    act(() => useLocaleStore.getState().setLocale('th'));
    renderAt(<ProfileMyLearning user={user} />);
    const resume = await section('เรียนต่อจากครั้งก่อน');
    expect(within(resume).getAllByRole('link')[0]).toHaveTextContent('เรียนต่อ');
    expect(within(resume).getAllByRole('link')[0]).toHaveTextContent('กำลังเรียน');
    expect(within(resume).getAllByRole('link')[0]).toHaveTextContent('เรียนแล้ว 50%');
    expect(await section('เรียนจบแล้ว')).toBeInTheDocument();
    expect(within(await section('เรียนอีกครั้ง')).getByRole('link')).toHaveTextContent('เรียนอีกครั้ง');
    const figures = await section('ความก้าวหน้าของฉัน');
    expect(within(figures).getByText('2 ชม. 5 นาที')).toBeInTheDocument();
    expect(await within(figures).findByText('การเงิน')).toBeInTheDocument();
    expect(await within(figures).findByText('นักวิเคราะห์')).toBeInTheDocument();
  });
});
