import { describe, expect, it } from '@jest/globals';
import type { CourseDetailsData, CourseEvent, QuizQuestion, SectionData } from '@khru/contracts';
import { givenWhen } from '../../kernel/commands/given-when-then.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { courseDecider } from './course.decider.js';

const at = '2026-11-22T10:00:00.000Z';
const details: CourseDetailsData = {
  courseId: 'excel-basics',
  title: { en: 'Excel basics', th: 'พื้นฐาน Excel' },
  description: { en: 'Formulas and tables.', th: 'สูตรและตาราง' },
  thumbnailUrl: null,
  categoryId: 'productivity',
  subCategoryId: null,
  jobFunctionId: null,
  instructorId: 'kanya-thongdee',
};
const text = (en: string) => ({ en, th: `${en} (ไทย)` });
function question(id: string, kind: QuizQuestion['kind'], correctOptionIds: string[], optionIds = ['a', 'b', 'c']): QuizQuestion {
  return { id, kind, text: text(`Question ${id}`), options: optionIds.map((o) => ({ id: o, text: text(o) })), correctOptionIds, explanation: text('Why') };
}
const curriculum: SectionData[] = [
  {
    id: 's1',
    title: { en: 'Getting started', th: 'เริ่มต้น' },
    lessons: [
      { id: 'l1', kind: 'video', title: { en: 'Welcome', th: 'ยินดีต้อนรับ' }, videoUrl: '/media/welcome.mp4', durationSeconds: 90 },
      { id: 'l2', kind: 'quiz', title: { en: 'Check', th: 'ทบทวน' }, questions: [question('q1', 'single', ['b']), question('q2', 'multiple', ['a', 'c'])] },
    ],
  },
];
const drafted: CourseEvent = { type: 'CourseDrafted', data: { ...details, price: 990, curriculum } };
const published: CourseEvent = { type: 'CoursePublished', data: { courseId: 'excel-basics', at } };
const when = givenWhen(courseDecider);
const refusal = (result: unknown) => (result instanceof DomainError ? { code: result.code, fields: result.fields.map((f) => f.field) } : result);

describe('course decider', () => {
  describe('DraftCourse', () => {
    it('given nothing, then the course is drafted with its price and curriculum', () => {
      expect(when([], { type: 'DraftCourse', ...details, price: 990, curriculum })).toEqual([drafted]);
    });

    it('given a course, then ALREADY_EXIST', () => {
      expect(refusal(when([drafted], { type: 'DraftCourse', ...details, price: 990, curriculum }))).toMatchObject({ code: 'ALREADY_EXIST' });
    });

    it('given nothing, when the price has satang or is negative, then BAD_REQUEST on price', () => {
      expect(refusal(when([], { type: 'DraftCourse', ...details, price: 99.5, curriculum }))).toEqual({ code: 'BAD_REQUEST', fields: ['price'] });
      expect(refusal(when([], { type: 'DraftCourse', ...details, price: -1, curriculum }))).toEqual({ code: 'BAD_REQUEST', fields: ['price'] });
    });

    it('given nothing, when lesson ids repeat or a video has no length, then BAD_REQUEST naming them', () => {
      const [section] = curriculum as [SectionData];
      const broken: SectionData[] = [
        { ...section, lessons: [{ ...section.lessons[0]!, durationSeconds: 0 } as SectionData['lessons'][number], { ...section.lessons[0]! }] },
      ];
      expect(refusal(when([], { type: 'DraftCourse', ...details, price: 0, curriculum: broken }))).toEqual({
        code: 'BAD_REQUEST',
        fields: ['curriculum.lessons', 'curriculum.0.lessons.0.durationSeconds'],
      });
    });
  });

  describe('authored quizzes', () => {
    const withQuiz = (questions: QuizQuestion[]): SectionData[] => [
      { id: 's1', title: text('Part'), lessons: [{ id: 'check', kind: 'quiz', title: text('Check'), questions }] },
    ];
    const problems = (questions: QuizQuestion[]) => {
      const result = when([], { type: 'DraftCourse', ...details, price: 0, curriculum: withQuiz(questions) });
      return result instanceof DomainError ? result.fields.map((f) => [f.field, f.rule ?? f.code, f.n ?? null]) : result;
    };
    const field = 'curriculum.0.lessons.0.questions';

    it('given nothing, when a quiz has no questions or more than 50, then BAD_REQUEST on its questions', () => {
      expect(problems([])).toEqual([[field, 'arrayMinSize', 1]]);
      expect(problems(Array.from({ length: 51 }, (_, i) => question(`q${i}`, 'single', ['a'])))).toEqual([[field, 'arrayMaxSize', 50]]);
    });

    it('given nothing, when question or option ids repeat, or a question has fewer than 2 or more than 6 options, then BAD_REQUEST naming them', () => {
      expect(problems([question('q1', 'single', ['a']), question('q1', 'single', ['a'])])).toEqual([[field, 'ALREADY_EXIST', null]]);
      expect(problems([question('q1', 'single', ['a'], ['a', 'a'])])).toEqual([[`${field}.0.options`, 'ALREADY_EXIST', null]]);
      expect(problems([question('q1', 'single', ['a'], ['a'])])).toEqual([[`${field}.0.options`, 'arrayMinSize', 2]]);
      expect(problems([question('q1', 'single', ['a'], ['a', 'b', 'c', 'd', 'e', 'f', 'g'])])).toEqual([[`${field}.0.options`, 'arrayMaxSize', 6]]);
    });

    it('given nothing, when the right options do not fit the kind or are not among the options, then BAD_REQUEST on them', () => {
      const wrong = [`${field}.0.correctOptionIds`, 'correctOptions', null];
      expect(problems([question('q1', 'single', ['a', 'b'])])).toEqual([wrong]);
      expect(problems([question('q1', 'single', [])])).toEqual([wrong]);
      expect(problems([question('q1', 'multiple', [])])).toEqual([wrong]);
      expect(problems([question('q1', 'multiple', ['a', 'z'])])).toEqual([wrong]);
      expect(problems([question('q1', 'multiple', ['a', 'a'])])).toEqual([wrong]);
      expect(problems([question('q1', 'multiple', ['b']), question('q2', 'single', ['c'], ['a', 'b', 'c', 'd', 'e', 'f'])])).toMatchObject([
        { type: 'CourseDrafted' },
      ]);
    });
  });

  describe('publishing', () => {
    it('given a draft with lessons, when published, then it is published', () => {
      expect(when([drafted], { type: 'PublishCourse', courseId: 'excel-basics', at })).toEqual([published]);
    });

    it('given a draft without lessons, when published, then BAD_REQUEST on curriculum', () => {
      const empty: CourseEvent = { type: 'CourseDrafted', data: { ...details, price: 0, curriculum: [] } };
      expect(refusal(when([empty], { type: 'PublishCourse', courseId: 'excel-basics', at }))).toEqual({ code: 'BAD_REQUEST', fields: ['curriculum'] });
      expect((when([empty], { type: 'PublishCourse', courseId: 'excel-basics', at }) as DomainError).fields).toEqual([
        { field: 'curriculum', code: 'BAD_REQUEST', rule: 'publishNeedsLesson' },
      ]);
    });

    it('given a published course, when published again, then nothing happens; when unpublished, then it is withdrawn', () => {
      expect(when([drafted, published], { type: 'PublishCourse', courseId: 'excel-basics', at })).toEqual([]);
      expect(when([drafted, published], { type: 'UnpublishCourse', courseId: 'excel-basics', at })).toEqual([
        { type: 'CourseUnpublished', data: { courseId: 'excel-basics', at } },
      ]);
    });

    it('given a draft, when unpublished, then nothing happens', () => {
      expect(when([drafted], { type: 'UnpublishCourse', courseId: 'excel-basics', at })).toEqual([]);
    });

    it('given a published course, when its curriculum would become empty, then BAD_REQUEST', () => {
      expect(refusal(when([drafted, published], { type: 'ReviseCurriculum', courseId: 'excel-basics', curriculum: [] }))).toEqual({
        code: 'BAD_REQUEST',
        fields: ['curriculum'],
      });
    });
  });

  describe('revisions, price and highlight', () => {
    it('given a course, when details and curriculum are revised, then both are recorded', () => {
      expect(when([drafted], { type: 'ReviseCourseDetails', ...details, subCategoryId: 'excel' })).toEqual([
        { type: 'CourseDetailsRevised', data: { ...details, subCategoryId: 'excel' } },
      ]);
      expect(when([drafted], { type: 'ReviseCurriculum', courseId: 'excel-basics', curriculum: [] })).toEqual([
        { type: 'CourseCurriculumRevised', data: { courseId: 'excel-basics', curriculum: [] } },
      ]);
    });

    it('given a course, when the price changes from a time, then the change is recorded; a bad price is refused', () => {
      expect(when([drafted], { type: 'ChangeCoursePrice', courseId: 'excel-basics', price: 1290, effectiveFrom: at })).toEqual([
        { type: 'CoursePriceChanged', data: { courseId: 'excel-basics', price: 1290, effectiveFrom: at } },
      ]);
      expect(refusal(when([drafted], { type: 'ChangeCoursePrice', courseId: 'excel-basics', price: 1.5, effectiveFrom: at }))).toEqual({
        code: 'BAD_REQUEST',
        fields: ['price'],
      });
    });

    it('given a course, when highlighted, then recorded once', () => {
      const highlighted: CourseEvent = { type: 'CourseHighlightChanged', data: { courseId: 'excel-basics', isHighlight: true } };
      expect(when([drafted], { type: 'SetCourseHighlight', courseId: 'excel-basics', isHighlight: true })).toEqual([highlighted]);
      expect(when([drafted, highlighted], { type: 'SetCourseHighlight', courseId: 'excel-basics', isHighlight: true })).toEqual([]);
    });

    it('given nothing, when anything but a draft is asked, then NOT_FOUND', () => {
      expect(refusal(when([], { type: 'PublishCourse', courseId: 'x', at }))).toMatchObject({ code: 'NOT_FOUND' });
      expect(refusal(when([], { type: 'SetCourseHighlight', courseId: 'x', isHighlight: true }))).toMatchObject({ code: 'NOT_FOUND' });
    });
  });
});
