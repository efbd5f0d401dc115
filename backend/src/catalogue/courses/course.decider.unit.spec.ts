import { describe, it } from '@jest/globals';
import type { CourseDetailsData, CourseEvent, FieldRule, QuizQuestion, SectionData } from '@khru/contracts';
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

  describe('public training', () => {
    const startsAt = '2027-01-10T02:00:00.000Z';
    const later = '2027-02-14T02:00:00.000Z';
    const training: CourseEvent = { type: 'CourseDrafted', data: { ...details, trainingStartsAt: startsAt, price: 4900, curriculum } };
    const cancelled: CourseEvent = { type: 'PublicTrainingCancelled', data: { courseId: 'excel-basics', reason: 'Trainer ill', at } };
    const cancel: CourseCommand = { type: 'CancelPublicTraining', courseId: 'excel-basics', reason: 'Trainer ill', at };
    const postpone = (to: string, when = at): CourseCommand => ({
      type: 'PostponePublicTraining',
      courseId: 'excel-basics',
      startsAt: to,
      reason: 'Venue closed',
      at: when,
    });
    const field = (rule: FieldRule) => [{ field: 'courseId', code: 'BAD_REQUEST' as const, rule }];

    it('given a public training not yet begun, when cancelled, then it is cancelled with its reason', () => {
      given([training, published]).when(cancel).then([cancelled]);
    });

    it('given a public training not yet begun, when postponed to a later date, then it moves from its date to the new one', () => {
      given([training, published])
        .when(postpone(later))
        .then([{ type: 'PublicTrainingPostponed', data: { courseId: 'excel-basics', from: startsAt, to: later, reason: 'Venue closed', at } }]);
    });

    it('given a training postponed once, when postponed again, then it moves from the date it was moved to', () => {
      const moved: CourseEvent = { type: 'PublicTrainingPostponed', data: { courseId: 'excel-basics', from: startsAt, to: later, reason: 'Venue closed', at } };
      const third = '2027-03-01T02:00:00.000Z';
      given([training, published, moved])
        .when(postpone(third))
        .then([{ type: 'PublicTrainingPostponed', data: { courseId: 'excel-basics', from: later, to: third, reason: 'Venue closed', at } }]);
      given([training, published, moved])
        .when(postpone(startsAt))
        .thenThrows('BAD_REQUEST', [{ field: 'startsAt', code: 'BAD_REQUEST', rule: 'trainingLaterDate' }]);
    });

    it('given an online course, when cancelled or postponed, then BAD_REQUEST: not a public training', () => {
      given([drafted, published]).when(cancel).thenThrows('BAD_REQUEST', field('notPublicTraining'));
      given([drafted, published]).when(postpone(later)).thenThrows('BAD_REQUEST', field('notPublicTraining'));
    });

    it('given a cancelled training, when cancelled or postponed again, then BAD_REQUEST: already cancelled', () => {
      given([training, published, cancelled]).when(cancel).thenThrows('BAD_REQUEST', field('trainingCancelled'));
      given([training, published, cancelled]).when(postpone(later)).thenThrows('BAD_REQUEST', field('trainingCancelled'));
    });

    it('given a training that has started, when cancelled or postponed, then BAD_REQUEST: it has started', () => {
      given([training, published])
        .when({ ...cancel, at: startsAt })
        .thenThrows('BAD_REQUEST', field('trainingStarted'));
      given([training, published]).when(postpone(later, '2027-01-11T00:00:00.000Z')).thenThrows('BAD_REQUEST', field('trainingStarted'));
    });

    it('given a public training, when postponed to its own date, an earlier one or no date, then BAD_REQUEST on startsAt', () => {
      const laterDate = [{ field: 'startsAt', code: 'BAD_REQUEST' as const, rule: 'trainingLaterDate' as const }];
      given([training, published]).when(postpone(startsAt)).thenThrows('BAD_REQUEST', laterDate);
      given([training, published]).when(postpone('2026-12-01T00:00:00.000Z')).thenThrows('BAD_REQUEST', laterDate);
      given([training, published]).when(postpone('not a date')).thenThrows('BAD_REQUEST', laterDate);
    });

    it('given a training whose date was revised away, when cancelled, then BAD_REQUEST: not a public training', () => {
      given([training, { type: 'CourseDetailsRevised', data: { ...details, trainingStartsAt: null } }])
        .when(cancel)
        .thenThrows('BAD_REQUEST', field('notPublicTraining'));
    });
  });
});
