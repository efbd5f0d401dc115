import { describe, expect, it } from '@jest/globals';
import { EVENT_VERSIONS } from '../event-versions.js';
import type { CourseDetailsData, SectionData } from './course.events.js';

const EMPTY = { en: '', th: '' };
const place = { courseId: 'excel', thumbnailUrl: null, categoryId: 'business', subCategoryId: null, jobFunctionId: null, instructorId: 'kanya' };
const details: CourseDetailsData = { ...place, title: { en: 'Excel', th: 'เอ็กเซล' }, description: { en: 'Sheets', th: 'ตาราง' } };
const question = {
  id: 'q1',
  kind: 'single' as const,
  text: { en: 'Sum?', th: 'ผลรวม?' },
  options: [
    { id: 'a', text: { en: 'SUM', th: 'SUM' } },
    { id: 'b', text: { en: 'ADD', th: 'ADD' } },
  ],
  correctOptionIds: ['a'],
  explanation: { en: 'SUM adds', th: 'SUM บวก' },
};
const curriculum: SectionData[] = [
  {
    id: 'basics',
    title: { en: 'Basics', th: 'พื้นฐาน' },
    lessons: [
      { id: 'intro', kind: 'video', title: { en: 'Intro', th: 'แนะนำ' }, videoUrl: '/v.mp4', durationSeconds: 120 },
      { id: 'check', kind: 'quiz', title: { en: 'Check', th: 'ทดสอบ' }, questions: [question] },
    ],
  },
];

// Version 1: no title or description, an untitled section with an untitled video, a quiz counting its questions, a section without lessons.
const curriculumV1 = [
  {
    id: 'basics',
    lessons: [
      { id: 'intro', kind: 'video', videoUrl: '/v.mp4', durationSeconds: 120 },
      { id: 'check', kind: 'quiz', title: { en: 'Check' }, questionCount: 5 },
    ],
  },
  { id: 'later', title: { en: 'Later', th: 'ภายหลัง' } },
];
const curriculumV3FromV1: SectionData[] = [
  {
    id: 'basics',
    title: EMPTY,
    lessons: [
      { id: 'intro', kind: 'video', title: EMPTY, videoUrl: '/v.mp4', durationSeconds: 120 },
      { id: 'check', kind: 'quiz', title: { en: 'Check', th: '' }, questions: [] },
    ],
  },
  { id: 'later', title: { en: 'Later', th: 'ภายหลัง' }, lessons: [] },
];

describe('course upcasters', () => {
  it('given a draft of version 1, then every text is present (missing ones empty), every section has lessons and the quiz has no questions', () => {
    expect(EVENT_VERSIONS.upcast('CourseDrafted', { ...place, price: 990, curriculum: curriculumV1 })).toEqual({
      data: { ...place, title: EMPTY, description: EMPTY, price: 990, curriculum: curriculumV3FromV1 },
      version: 3,
    });
  });

  it('given a draft of version 2, then only its quiz changes: it counted its questions, now it holds none', () => {
    const v2 = [
      { ...curriculum[0]!, lessons: [curriculum[0]!.lessons[0]!, { id: 'check', kind: 'quiz', title: { en: 'Check', th: 'ทดสอบ' }, questionCount: 1 }] },
    ];
    const upcast = EVENT_VERSIONS.upcast('CourseDrafted', { ...details, price: 990, curriculum: v2 }, 2);
    expect(upcast).toEqual({
      data: {
        ...details,
        price: 990,
        curriculum: [{ ...curriculum[0]!, lessons: [curriculum[0]!.lessons[0]!, { ...curriculum[0]!.lessons[1]!, questions: [] }] }],
      },
      version: 3,
    });
  });

  it('given a draft in the current shape written before versions were recorded, then it reads unchanged', () => {
    const current = { ...details, price: 990, curriculum };
    expect(EVENT_VERSIONS.upcast('CourseDrafted', current)).toEqual({ data: current, version: 3 });
    expect(EVENT_VERSIONS.upcast('CourseDrafted', current, 3)).toBeNull();
  });

  it('given revised details of version 1, then the title and description are present, a missing language empty', () => {
    expect(EVENT_VERSIONS.upcast('CourseDetailsRevised', { ...place, title: { th: 'เอ็กเซล' } })).toEqual({
      data: { ...place, title: { en: '', th: 'เอ็กเซล' }, description: EMPTY },
      version: 2,
    });
    expect(EVENT_VERSIONS.upcast('CourseDetailsRevised', details, 2)).toBeNull();
  });

  it('given a revised curriculum of version 1, then it reads as a draft’s does', () => {
    expect(EVENT_VERSIONS.upcast('CourseCurriculumRevised', { courseId: 'excel', curriculum: curriculumV1 })).toEqual({
      data: { courseId: 'excel', curriculum: curriculumV3FromV1 },
      version: 3,
    });
    expect(EVENT_VERSIONS.upcast('CourseCurriculumRevised', { courseId: 'excel', curriculum }, 3)).toBeNull();
  });

  it('leaves the course events whose shape never changed as they are', () => {
    expect(EVENT_VERSIONS.current('CoursePublished')).toBe(1);
    expect(EVENT_VERSIONS.upcast('CoursePriceChanged', { courseId: 'excel', price: 490, effectiveFrom: '2026-11-01T00:00:00.000Z' })).toBeNull();
  });
});
