import type { CourseTestData, CourseTestEvent } from '@khru/contracts';
import { isDeepStrictEqual } from 'node:util';
import type { Decider } from '../../../kernel/commands/decider.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { courseTestProblems } from './course-test-rules.js';

/** The whole test of a course, as a platform admin or the seed writes it. */
export interface DefineCourseTest extends CourseTestData {
  type: 'DefineCourseTest';
  at: string;
}

export type CourseTestCommand = DefineCourseTest;

export interface CourseTestState {
  /** The definition new attempts use; null until the first. */
  definition: CourseTestData | null;
}

/**
 * A course's final test (stream `course-test-<courseId>`): defined, then revised as a whole. A definition that
 * breaks the test's own rules is refused naming each field; one equal to the current definition appends
 * nothing, so saving twice (or seeding again) is harmless. Attempts already started keep their draw.
 */
export const courseTestDecider: Decider<CourseTestCommand, CourseTestEvent, CourseTestState> = {
  initialState: () => ({ definition: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'CourseTestDefined': {
        const { at: _at, ...definition } = event.data;
        return { definition };
      }
      default: {
        const _exhaustive: never = event.type;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'DefineCourseTest': {
        const { type: _type, at, ...definition } = command;
        const problems = courseTestProblems(definition);
        if (problems.length > 0) return DomainError.badRequest(problems);
        if (isDeepStrictEqual(state.definition, definition)) return [];
        return [{ type: 'CourseTestDefined', data: { ...definition, at } }];
      }
      default: {
        const _exhaustive: never = command.type;
        return DomainError.badRequest();
      }
    }
  },
};
