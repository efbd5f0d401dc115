import { describe, expect, it } from '@jest/globals';
import { priceAt, type CourseDocument, type CourseEvent } from '@khru/contracts';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { coursesProjection, evolveCourse } from './courses.projection.js';

const drafted: CourseEvent = {
  type: 'CourseDrafted',
  data: {
    courseId: 'excel',
    title: { en: 'Excel basics', th: 'พื้นฐาน Excel' },
    description: { en: 'd', th: 'ค' },
    thumbnailUrl: null,
    categoryId: 'productivity',
    subCategoryId: null,
    jobFunctionId: null,
    instructorId: 'kanya',
    price: 990,
    curriculum: [
      {
        id: 's1',
        title: { en: 'S', th: 'ส' },
        lessons: [
          { id: 'l1', kind: 'video', title: { en: 'V', th: 'ว' }, videoUrl: '/v.mp4', durationSeconds: 120 },
          { id: 'l2', kind: 'video', title: { en: 'W', th: 'ด' }, videoUrl: '/w.mp4', durationSeconds: 60 },
          {
            id: 'l3',
            kind: 'quiz',
            title: { en: 'Q', th: 'ถ' },
            questions: [
              {
                id: 'q1',
                kind: 'single',
                text: { en: 'Which?', th: 'ข้อใด' },
                options: [
                  { id: 'a', text: { en: 'A', th: 'ก' } },
                  { id: 'b', text: { en: 'B', th: 'ข' } },
                ],
                correctOptionIds: ['b'],
                explanation: { en: 'Because.', th: 'เพราะว่า' },
              },
            ],
          },
        ],
      },
    ],
  },
};
const published: CourseEvent = { type: 'CoursePublished', data: { courseId: 'excel', at: '2026-11-02T00:00:00.000Z' } };
const repriced: CourseEvent = { type: 'CoursePriceChanged', data: { courseId: 'excel', price: 1290, effectiveFrom: '2026-12-01T00:00:00.000Z' } };

describe('courses projection', () => {
  it('given a draft, then the document has its totals, created time and first price', () => {
    const doc = evolveCourse(null, recorded(drafted, { occurredAt: '2026-11-01T00:00:00.000Z' }));
    expect(doc).toMatchObject({
      _id: 'excel',
      status: 'draft',
      created: '2026-11-01T00:00:00.000Z',
      lessonCount: 3,
      totalDurationSeconds: 180,
      titleTh: 'พื้นฐาน Excel',
    });
    expect(doc?.priceSchedule).toEqual([{ price: 990, effectiveFrom: '2026-11-01T00:00:00.000Z' }]);
  });

  it('given a future price change, then the price now stays and the new one applies from its time', () => {
    const doc = [recorded(drafted, { occurredAt: '2026-11-01T00:00:00.000Z' }), recorded(published), recorded(repriced)].reduce<CourseDocument | null>(
      evolveCourse,
      null,
    )!;
    expect(doc.status).toBe('published');
    expect(priceAt(doc.priceSchedule, new Date('2026-11-22T00:00:00Z'))).toBe(990);
    expect(priceAt(doc.priceSchedule, new Date('2026-12-01T00:00:00Z'))).toBe(1290);
  });

  it('given a price change dated before it was made, then it applies from when it was made', () => {
    const backdated: CourseEvent = { type: 'CoursePriceChanged', data: { courseId: 'excel', price: 490, effectiveFrom: '2020-01-01T00:00:00.000Z' } };
    const doc = [
      recorded(drafted, { occurredAt: '2026-11-01T00:00:00.000Z' }),
      recorded(backdated, { occurredAt: '2026-11-10T00:00:00.000Z' }),
    ].reduce<CourseDocument | null>(evolveCourse, null)!;
    expect(priceAt(doc.priceSchedule, new Date('2026-11-05T00:00:00Z'))).toBe(990);
    expect(priceAt(doc.priceSchedule, new Date('2026-11-22T00:00:00Z'))).toBe(490);
  });

  it('given a draft recorded before titles and lessons were required, then empty titles and only the lessons it has', () => {
    const { title: _title, description: _description, ...partial } = (drafted as Extract<CourseEvent, { type: 'CourseDrafted' }>).data;
    const curriculum = [{ id: 'untitled', lessons: [{ id: 'l1', kind: 'video', videoUrl: '/v.mp4', durationSeconds: 120 }] }, { id: 'empty' }];
    const doc = evolveCourse(null, recorded({ type: 'CourseDrafted', data: { ...partial, curriculum } } as unknown as CourseEvent));
    expect(doc).toMatchObject({ _id: 'excel', titleEn: '', titleTh: '', lessonCount: 1, totalDurationSeconds: 120 });
  });

  it('given a quiz recorded before quizzes held questions, then it reads as a quiz without questions', () => {
    const data = (drafted as Extract<CourseEvent, { type: 'CourseDrafted' }>).data;
    const old = { id: 'old-quiz', kind: 'quiz', title: { en: 'Q', th: 'ถ' }, questionCount: 5 };
    const curriculum = [{ ...data.curriculum[0]!, lessons: [old] }];
    const doc = evolveCourse(null, recorded({ type: 'CourseDrafted', data: { ...data, curriculum } } as unknown as CourseEvent));
    expect(doc?.curriculum[0]?.lessons).toEqual([{ id: 'old-quiz', kind: 'quiz', title: { en: 'Q', th: 'ถ' }, questions: [] }]);
  });

  it('given a public training, when it is postponed, then it starts on the new date; when cancelled, then it says since when', () => {
    const training: CourseEvent = {
      ...drafted,
      data: { ...(drafted as Extract<CourseEvent, { type: 'CourseDrafted' }>).data, trainingStartsAt: '2027-01-10T02:00:00.000Z' },
    };
    const postponed: CourseEvent = {
      type: 'PublicTrainingPostponed',
      data: { courseId: 'excel', from: '2027-01-10T02:00:00.000Z', to: '2027-02-14T02:00:00.000Z', reason: 'Venue closed', at: '2026-12-01T00:00:00.000Z' },
    };
    const cancelled: CourseEvent = { type: 'PublicTrainingCancelled', data: { courseId: 'excel', reason: 'Trainer ill', at: '2026-12-02T00:00:00.000Z' } };
    const moved = [recorded(training), recorded(published), recorded(postponed)].reduce<CourseDocument | null>(evolveCourse, null)!;
    expect(moved).toMatchObject({ status: 'published', trainingStartsAt: '2027-02-14T02:00:00.000Z' });
    expect(moved.trainingCancelledAt ?? null).toBeNull();
    expect(evolveCourse(moved, recorded(cancelled))).toMatchObject({ trainingCancelledAt: '2026-12-02T00:00:00.000Z' });
  });

  it('applied twice gives the same document', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(coursesProjection, [recorded(drafted), recorded(published), recorded(repriced)], 'excel');
    expect(once).not.toBeNull();
    expect(twice).toEqual(once);
  });
});
