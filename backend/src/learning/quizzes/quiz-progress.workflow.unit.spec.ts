import { describe, it } from '@jest/globals';
import { progressStream, type SectionData } from '@khru/contracts';
import { command } from '../../kernel/workflows/workflow.js';
import { workflowSpec } from '../../kernel/workflows/workflow-spec.js';
import { quizProgressWorkflow, type QuizProgressEvent } from './quiz-progress.workflow.js';

const text = (en: string) => ({ en, th: en });
const at = '2026-11-24T09:00:00.000Z';
const curriculum = (quizId: string): SectionData[] => [
  {
    id: 's1',
    title: text('Part'),
    lessons: [
      { id: 'intro', kind: 'video', title: text('Intro'), videoUrl: '/v.mp4', durationSeconds: 90 },
      { id: quizId, kind: 'quiz', title: text('Check'), questions: [] },
    ],
  },
];
const drafted = {
  type: 'CourseDrafted',
  data: {
    courseId: 'c1',
    title: text('Course'),
    description: text('About'),
    thumbnailUrl: null,
    categoryId: 'business',
    subCategoryId: null,
    jobFunctionId: null,
    instructorId: 'kanya',
    price: 0,
    curriculum: curriculum('check'),
  },
} as const satisfies QuizProgressEvent;
const finished = (passed: boolean): QuizProgressEvent => ({
  type: 'QuizAttemptFinished',
  data: { attemptId: 'a1', userId: 'u1', courseId: 'c1', lessonId: 'check', correctCount: passed ? 5 : 4, total: 5, passed, studySeconds: 140, at },
});
const completion = (lessons: { id: string; kind: 'video' | 'quiz'; durationSeconds: number }[]) =>
  command('progress', progressStream('u1', 'c1'), {
    type: 'CompleteQuizLesson',
    userId: 'u1',
    courseId: 'c1',
    lessonId: 'check',
    countedSeconds: 140,
    lessons,
    at,
  });
const given = workflowSpec(quizProgressWorkflow);

describe('quiz progress workflow', () => {
  it('given a course, when an attempt at its quiz passes, then the quiz lesson is completed against the course lessons with the study time', () => {
    given([drafted])
      .when(finished(true))
      .then([
        completion([
          { id: 'intro', kind: 'video', durationSeconds: 90 },
          { id: 'check', kind: 'quiz', durationSeconds: 0 },
        ]),
      ]);
  });

  it('given a course, when an attempt fails, then nothing is sent', () => {
    given([drafted]).when(finished(false)).thenNothing();
  });

  it('given a revised curriculum, when an attempt passes, then the completion is judged against the lessons as revised', () => {
    const revised: QuizProgressEvent = {
      type: 'CourseCurriculumRevised',
      data: { courseId: 'c1', curriculum: [{ ...curriculum('check')[0]!, lessons: curriculum('check')[0]!.lessons.slice(1) }] },
    };
    given([drafted, revised])
      .when(finished(true))
      .then([completion([{ id: 'check', kind: 'quiz', durationSeconds: 0 }])]);
  });
});
