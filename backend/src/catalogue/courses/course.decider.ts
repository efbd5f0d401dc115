import type { CourseDetailsData, CourseEvent, SectionData } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { curriculumProblems, isPrice, lessonCount } from './curriculum-rules.js';

export type CourseCommand =
  | ({ type: 'DraftCourse'; price: number; curriculum: SectionData[] } & CourseDetailsData)
  | ({ type: 'ReviseCourseDetails' } & CourseDetailsData)
  | { type: 'ReviseCurriculum'; courseId: string; curriculum: SectionData[] }
  | { type: 'PublishCourse'; courseId: string; at: string }
  | { type: 'UnpublishCourse'; courseId: string; at: string }
  | { type: 'ChangeCoursePrice'; courseId: string; price: number; effectiveFrom: string }
  | { type: 'SetCourseHighlight'; courseId: string; isHighlight: boolean };

export type CourseState = { status: 'absent' } | { status: 'draft' | 'published' | 'unpublished'; curriculum: SectionData[]; isHighlight: boolean };

const badPrice = () => DomainError.badRequest([{ field: 'price', code: 'IS_INT' }]);
// A published course keeps at least one lesson: said with its own message, not a bare IS_NOT_EMPTY.
const emptyCurriculum = () => DomainError.badRequest([{ field: 'curriculum', code: 'BAD_REQUEST', rule: 'publishNeedsLesson' }]);

/**
 * Catalogue authoring of one course. A course is drafted with its curriculum, published only with
 * at least one lesson, and keeps at least one lesson while published; prices are whole baht.
 */
export const courseDecider: Decider<CourseCommand, CourseEvent, CourseState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'CourseDrafted':
        return { status: 'draft', curriculum: event.data.curriculum, isHighlight: false };
      case 'CourseCurriculumRevised':
        return state.status === 'absent' ? state : { ...state, curriculum: event.data.curriculum };
      case 'CoursePublished':
        return state.status === 'absent' ? state : { ...state, status: 'published' };
      case 'CourseUnpublished':
        return state.status === 'absent' ? state : { ...state, status: 'unpublished' };
      case 'CourseHighlightChanged':
        return state.status === 'absent' ? state : { ...state, isHighlight: event.data.isHighlight };
      case 'CourseDetailsRevised':
      case 'CoursePriceChanged':
        return state;
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    if (command.type === 'DraftCourse') {
      if (state.status !== 'absent') return DomainError.alreadyExists();
      if (!isPrice(command.price)) return badPrice();
      const problems = curriculumProblems(command.curriculum);
      if (problems.length > 0) return DomainError.badRequest(problems);
      const { type: _type, ...data } = command;
      return [{ type: 'CourseDrafted', data }];
    }
    if (state.status === 'absent') return DomainError.notFound();
    switch (command.type) {
      case 'ReviseCourseDetails': {
        const { type: _type, ...data } = command;
        return [{ type: 'CourseDetailsRevised', data }];
      }
      case 'ReviseCurriculum': {
        const problems = curriculumProblems(command.curriculum);
        if (problems.length > 0) return DomainError.badRequest(problems);
        if (state.status === 'published' && lessonCount(command.curriculum) === 0) return emptyCurriculum();
        return [{ type: 'CourseCurriculumRevised', data: { courseId: command.courseId, curriculum: command.curriculum } }];
      }
      case 'PublishCourse':
        if (state.status === 'published') return [];
        if (lessonCount(state.curriculum) === 0) return emptyCurriculum();
        return [{ type: 'CoursePublished', data: { courseId: command.courseId, at: command.at } }];
      case 'UnpublishCourse':
        if (state.status !== 'published') return [];
        return [{ type: 'CourseUnpublished', data: { courseId: command.courseId, at: command.at } }];
      case 'ChangeCoursePrice':
        if (!isPrice(command.price)) return badPrice();
        return [{ type: 'CoursePriceChanged', data: { courseId: command.courseId, price: command.price, effectiveFrom: command.effectiveFrom } }];
      case 'SetCourseHighlight':
        if (state.isHighlight === command.isHighlight) return [];
        return [{ type: 'CourseHighlightChanged', data: { courseId: command.courseId, isHighlight: command.isHighlight } }];
      default: {
        const _exhaustive: never = command;
        throw new Error('unknown command');
      }
    }
  },
};
