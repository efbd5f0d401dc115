import { describe, it } from '@jest/globals';
import type { CourseDetailsData, CourseEvent, QuizQuestion, SectionData } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { courseDecider, type CourseCommand } from './course.decider.js';

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
const given = deciderSpec(courseDecider);

describe('course decider', () => {
  describe('DraftCourse', () => {
    it('given nothing, then the course is drafted with its price and curriculum', () => {
      given([])
        .when({ type: 'DraftCourse', ...details, price: 990, curriculum })
        .then([drafted]);
    });

    it('given a course, then ALREADY_EXIST', () => {
      given([drafted])
        .when({ type: 'DraftCourse', ...details, price: 990, curriculum })
        .thenThrows('ALREADY_EXIST');
    });

    it('given nothing, when the price has satang or is negative, then BAD_REQUEST on price', () => {
      given([])
        .when({ type: 'DraftCourse', ...details, price: 99.5, curriculum })
        .thenThrows('BAD_REQUEST', [{ field: 'price', code: 'IS_INT' }]);
      given([])
        .when({ type: 'DraftCourse', ...details, price: -1, curriculum })
        .thenThrows('BAD_REQUEST', [{ field: 'price', code: 'IS_INT' }]);
    });

    it('given nothing, when lesson ids repeat or a video has no length, then BAD_REQUEST naming them', () => {
      const [section] = curriculum as [SectionData];
      const broken: SectionData[] = [
        { ...section, lessons: [{ ...section.lessons[0]!, durationSeconds: 0 } as SectionData['lessons'][number], { ...section.lessons[0]! }] },
      ];
      given([])
        .when({ type: 'DraftCourse', ...details, price: 0, curriculum: broken })
        .thenThrows('BAD_REQUEST', [
          { field: 'curriculum.lessons', code: 'ALREADY_EXIST' },
          { field: 'curriculum.0.lessons.0.durationSeconds', code: 'IS_INT' },
        ]);
    });
  });

  describe('authored quizzes', () => {
    const withQuiz = (questions: QuizQuestion[]): SectionData[] => [
      { id: 's1', title: text('Part'), lessons: [{ id: 'check', kind: 'quiz', title: text('Check'), questions }] },
    ];
    const draftWith = (questions: QuizQuestion[]): CourseCommand => ({ type: 'DraftCourse', ...details, price: 0, curriculum: withQuiz(questions) });
    const field = 'curriculum.0.lessons.0.questions';

    it('given nothing, when a quiz has no questions or more than 50, then BAD_REQUEST on its questions', () => {
      given([])
        .when(draftWith([]))
        .thenThrows('BAD_REQUEST', [{ field, code: 'BAD_REQUEST', rule: 'arrayMinSize', n: 1 }]);
      given([])
        .when(draftWith(Array.from({ length: 51 }, (_, i) => question(`q${i}`, 'single', ['a']))))
        .thenThrows('BAD_REQUEST', [{ field, code: 'BAD_REQUEST', rule: 'arrayMaxSize', n: 50 }]);
    });

    it('given nothing, when question or option ids repeat, or a question has fewer than 2 or more than 6 options, then BAD_REQUEST naming them', () => {
      given([])
        .when(draftWith([question('q1', 'single', ['a']), question('q1', 'single', ['a'])]))
        .thenThrows('BAD_REQUEST', [{ field, code: 'ALREADY_EXIST' }]);
      given([])
        .when(draftWith([question('q1', 'single', ['a'], ['a', 'a'])]))
        .thenThrows('BAD_REQUEST', [{ field: `${field}.0.options`, code: 'ALREADY_EXIST' }]);
      given([])
        .when(draftWith([question('q1', 'single', ['a'], ['a'])]))
        .thenThrows('BAD_REQUEST', [{ field: `${field}.0.options`, code: 'BAD_REQUEST', rule: 'arrayMinSize', n: 2 }]);
      given([])
        .when(draftWith([question('q1', 'single', ['a'], ['a', 'b', 'c', 'd', 'e', 'f', 'g'])]))
        .thenThrows('BAD_REQUEST', [{ field: `${field}.0.options`, code: 'BAD_REQUEST', rule: 'arrayMaxSize', n: 6 }]);
    });

    it('given nothing, when the right options do not fit the kind or are not among the options, then BAD_REQUEST on them', () => {
      const wrong = [{ field: `${field}.0.correctOptionIds`, code: 'BAD_REQUEST', rule: 'correctOptions' }] as const;
      given([])
        .when(draftWith([question('q1', 'single', ['a', 'b'])]))
        .thenThrows('BAD_REQUEST', wrong);
      given([])
        .when(draftWith([question('q1', 'single', [])]))
        .thenThrows('BAD_REQUEST', wrong);
      given([])
        .when(draftWith([question('q1', 'multiple', [])]))
        .thenThrows('BAD_REQUEST', wrong);
      given([])
        .when(draftWith([question('q1', 'multiple', ['a', 'z'])]))
        .thenThrows('BAD_REQUEST', wrong);
      given([])
        .when(draftWith([question('q1', 'multiple', ['a', 'a'])]))
        .thenThrows('BAD_REQUEST', wrong);
      const fitting = [question('q1', 'multiple', ['b']), question('q2', 'single', ['c'], ['a', 'b', 'c', 'd', 'e', 'f'])];
      given([])
        .when(draftWith(fitting))
        .then([{ type: 'CourseDrafted', data: { ...details, price: 0, curriculum: withQuiz(fitting) } }]);
    });
  });

  describe('publishing', () => {
    it('given a draft with lessons, when published, then it is published', () => {
      given([drafted]).when({ type: 'PublishCourse', courseId: 'excel-basics', at }).then([published]);
    });

    it('given a draft without lessons, when published, then BAD_REQUEST on curriculum', () => {
      const empty: CourseEvent = { type: 'CourseDrafted', data: { ...details, price: 0, curriculum: [] } };
      given([empty])
        .when({ type: 'PublishCourse', courseId: 'excel-basics', at })
        .thenThrows('BAD_REQUEST', [{ field: 'curriculum', code: 'BAD_REQUEST', rule: 'publishNeedsLesson' }]);
    });

    it('given a published course, when published again, then nothing happens; when unpublished, then it is withdrawn', () => {
      given([drafted, published]).when({ type: 'PublishCourse', courseId: 'excel-basics', at }).thenNothing();
      given([drafted, published])
        .when({ type: 'UnpublishCourse', courseId: 'excel-basics', at })
        .then([{ type: 'CourseUnpublished', data: { courseId: 'excel-basics', at } }]);
    });

    it('given a draft, when unpublished, then nothing happens', () => {
      given([drafted]).when({ type: 'UnpublishCourse', courseId: 'excel-basics', at }).thenNothing();
    });

    it('given a published course, when its curriculum would become empty, then BAD_REQUEST', () => {
      given([drafted, published])
        .when({ type: 'ReviseCurriculum', courseId: 'excel-basics', curriculum: [] })
        .thenThrows('BAD_REQUEST', [{ field: 'curriculum', code: 'BAD_REQUEST', rule: 'publishNeedsLesson' }]);
    });
  });

  describe('revisions, price and highlight', () => {
    it('given a course, when details and curriculum are revised, then both are recorded', () => {
      given([drafted])
        .when({ type: 'ReviseCourseDetails', ...details, subCategoryId: 'excel' })
        .then([{ type: 'CourseDetailsRevised', data: { ...details, subCategoryId: 'excel' } }]);
      given([drafted])
        .when({ type: 'ReviseCurriculum', courseId: 'excel-basics', curriculum: [] })
        .then([{ type: 'CourseCurriculumRevised', data: { courseId: 'excel-basics', curriculum: [] } }]);
    });

    it('given a course, when the price changes from a time, then the change is recorded; a bad price is refused', () => {
      given([drafted])
        .when({ type: 'ChangeCoursePrice', courseId: 'excel-basics', price: 1290, effectiveFrom: at })
        .then([{ type: 'CoursePriceChanged', data: { courseId: 'excel-basics', price: 1290, effectiveFrom: at } }]);
      given([drafted])
        .when({ type: 'ChangeCoursePrice', courseId: 'excel-basics', price: 1.5, effectiveFrom: at })
        .thenThrows('BAD_REQUEST', [{ field: 'price', code: 'IS_INT' }]);
    });

    it('given a course, when highlighted, then recorded once', () => {
      const highlighted: CourseEvent = { type: 'CourseHighlightChanged', data: { courseId: 'excel-basics', isHighlight: true } };
      given([drafted]).when({ type: 'SetCourseHighlight', courseId: 'excel-basics', isHighlight: true }).then([highlighted]);
      given([drafted, highlighted]).when({ type: 'SetCourseHighlight', courseId: 'excel-basics', isHighlight: true }).thenNothing();
    });

    it('given nothing, when anything but a draft is asked, then NOT_FOUND', () => {
      given([]).when({ type: 'PublishCourse', courseId: 'x', at }).thenThrows('NOT_FOUND');
      given([]).when({ type: 'SetCourseHighlight', courseId: 'x', isHighlight: true }).thenThrows('NOT_FOUND');
    });
  });
});
