import { progressStream, type CourseCurriculumRevised, type CourseDrafted, type QuizAttemptFinished, type SectionData } from '@khru/contracts';
import { command, type Workflow, type WorkflowOutput } from '../../kernel/workflows/workflow.js';
import type { CourseLesson } from '../progress/progress.decider.js';

export type QuizProgressEvent = CourseDrafted | CourseCurriculumRevised | QuizAttemptFinished;

/** The course's current lessons, as progress judges a completion against them. */
export interface QuizProgressState {
  lessons: CourseLesson[];
}

const lessonsOf = (curriculum: SectionData[]): CourseLesson[] =>
  curriculum.flatMap((section) => section.lessons.map((l) => ({ id: l.id, kind: l.kind, durationSeconds: l.kind === 'video' ? l.durationSeconds : 0 })));

/**
 * A passed quiz attempt completes its quiz lesson in the learner's progress (and the course, when it was the
 * last lesson). One instance per course keeps the course's current lessons from its own events, so the
 * progress decider judges the completion against the curriculum as it stands at that point of the feed.
 * A failed attempt sends nothing; a second pass, or a redelivery, is absorbed by the progress decider.
 */
export const quizProgressWorkflow: Workflow<QuizProgressEvent, QuizProgressState> = {
  name: 'quiz-progress',
  handles: ['CourseDrafted', 'CourseCurriculumRevised', 'QuizAttemptFinished'],
  instanceOf: (event) => event.data.courseId,
  initialState: () => ({ lessons: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'CourseDrafted':
      case 'CourseCurriculumRevised':
        return { lessons: lessonsOf(event.data.curriculum) };
      case 'QuizAttemptFinished':
        return state;
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(event, state): WorkflowOutput[] {
    if (event.type !== 'QuizAttemptFinished' || !event.data.passed) return [];
    const { userId, courseId, lessonId, studySeconds, at } = event.data;
    return [
      command('progress', progressStream(userId, courseId), {
        type: 'CompleteQuizLesson',
        userId,
        courseId,
        lessonId,
        countedSeconds: studySeconds,
        lessons: state.lessons,
        at,
      }),
    ];
  },
};
