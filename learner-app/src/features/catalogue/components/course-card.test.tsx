import { COURSE_STATUS, type BundleSummaryResponse, type CourseSummaryResponse } from '@khru/contracts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { CourseStatusProvider, type StatusLookup } from '../../../lib/course-status';
import { useLocaleStore } from '../../../stores/locale-store';
import { BundleCard } from './bundle-card';
import { CourseCard } from './course-card';

const course = {
  id: 'c1',
  courseMetadata: { titleEn: 'Budgeting', titleTh: 'การทำงบประมาณ', instructorNameEn: 'Kanya', instructorNameTh: 'กันยา', thumbnail: null },
  trainingStartsAt: null,
  price: 990,
  lessonCount: 3,
  totalDurationSeconds: 900,
  rating: { average: 0, count: 0 },
} as unknown as CourseSummaryResponse;
const bundle = {
  id: 'b1',
  nameEn: 'Finance set',
  nameTh: 'ชุดการเงิน',
  courseIds: ['c1', 'c2'],
  courseCount: 2,
  isSingleCertificate: false,
  price: 1990,
} as unknown as BundleSummaryResponse;

const cards = (lookup?: StatusLookup) => {
  const children = (
    <MemoryRouter>
      <CourseCard course={course} />
      <BundleCard bundle={bundle} />
    </MemoryRouter>
  );
  return render(lookup ? <CourseStatusProvider lookup={lookup}>{children}</CourseStatusProvider> : children);
};

describe('status badges on cards', () => {
  afterEach(() => act(() => useLocaleStore.getState().setLocale('en')));

  it('shows a visitor no badge', () => {
    cards();
    expect(screen.getByRole('link', { name: /Budgeting/ })).not.toHaveTextContent(/Not purchased|Not started|In progress|Completed/);
  });

  it('shows a learner the status of the course and, by the bundle rule, of the bundle, in English and Thai', () => {
    const asked: string[][] = [];
    cards({
      course: () => COURSE_STATUS.IN_PROGRESS,
      bundle: ({ courseIds }) => {
        asked.push([...courseIds]);
        return COURSE_STATUS.COMPLETED;
      },
    });
    expect(screen.getByRole('link', { name: /Budgeting/ })).toHaveTextContent('In progress');
    expect(screen.getByRole('link', { name: /Finance set/ })).toHaveTextContent('Completed');
    expect(asked[0]).toEqual(['c1', 'c2']);
    act(() => useLocaleStore.getState().setLocale('th'));
    expect(screen.getByRole('link', { name: /การทำงบประมาณ/ })).toHaveTextContent('กำลังเรียน');
    expect(screen.getByRole('link', { name: /ชุดการเงิน/ })).toHaveTextContent('เรียนจบแล้ว');
  });

  it('says a public training was cancelled, in English and Thai', () => {
    render(
      <MemoryRouter>
        <CourseCard course={{ ...course, trainingStartsAt: '2027-03-01T02:00:00.000Z', trainingCancelledAt: '2026-12-07T00:00:00.000Z' }} />
        <CourseCard course={{ ...course, id: 'c2', trainingStartsAt: '2027-04-01T02:00:00.000Z', trainingCancelledAt: null }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Public training on 1 Mar 2027: cancelled')).toBeInTheDocument();
    expect(screen.getByText('Public training on 1 Apr 2027')).toBeInTheDocument();
    act(() => useLocaleStore.getState().setLocale('th'));
    expect(screen.getByText(/^อบรมสาธารณะวันที่ .*: ยกเลิกแล้ว$/)).toBeInTheDocument();
  });
});
