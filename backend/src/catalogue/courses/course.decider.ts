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
  | { type: 'SetCourseHighlight'; courseId: string; isHighlight: boolean }
  | { type: 'CancelPublicTraining'; courseId: string; reason: string; at: string }
  | { type: 'PostponePublicTraining'; courseId: string; startsAt: string; reason: string; at: string };

export type CourseState =
  | { status: 'absent' }
  | {
      status: 'draft' | 'published' | 'unpublished';
      curriculum: SectionData[];
      isHighlight: boolean;
      /** When its public training starts; null for an online course. */
      trainingStartsAt: string | null;
      trainingCancelled: boolean;
    };

const badPrice = () => DomainError.badRequest([{ field: 'price', code: 'IS_INT' }]);
// A published course keeps at least one lesson: said with its own message, not a bare IS_NOT_EMPTY.
const emptyCurriculum = () => DomainError.badRequest([{ field: 'curriculum', code: 'BAD_REQUEST', rule: 'publishNeedsLesson' }]);

type Authored = Exclude<CourseState, { status: 'absent' }>;

/** Why a public training can no longer be cancelled or moved at `at`, or null: it must be one, still on, and not begun. */
function trainingRefusal(state: Authored, at: string): DomainError | null {
  if (!state.trainingStartsAt) return DomainError.badRequest([{ field: 'courseId', code: 'BAD_REQUEST', rule: 'notPublicTraining' }]);
  if (state.trainingCancelled) return DomainError.badRequest([{ field: 'courseId', code: 'BAD_REQUEST', rule: 'trainingCancelled' }]);
  if (Date.parse(at) >= Date.parse(state.trainingStartsAt))
    return DomainError.badRequest([{ field: 'courseId', code: 'BAD_REQUEST', rule: 'trainingStarted' }]);
  return null;
}

/**
 * Catalogue authoring of one course. A course is drafted with its curriculum, published only with
 * at least one lesson, and keeps at least one lesson while published; prices are whole baht.
 * A public training (a course with a start date) may be cancelled, once, or postponed to a later
 * future date, both only before it starts (spec section 9: its buyers are then refunded in full).
 */
export const courseDecider: Decider<CourseCommand, CourseEvent, CourseState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'CourseDrafted':
        return {
          status: 'draft',
          curriculum: event.data.curriculum,
          isHighlight: false,
          trainingStartsAt: event.data.trainingStartsAt ?? null,
          trainingCancelled: false,
        };
      case 'CourseCurriculumRevised':
        return state.status === 'absent' ? state : { ...state, curriculum: event.data.curriculum };
      case 'CoursePublished':
        return state.status === 'absent' ? state : { ...state, status: 'published' };
      case 'CourseUnpublished':
        return state.status === 'absent' ? state : { ...state, status: 'unpublished' };
      case 'CourseHighlightChanged':
        return state.status === 'absent' ? state : { ...state, isHighlight: event.data.isHighlight };
      case 'CourseDetailsRevised':
        return state.status === 'absent' ? state : { ...state, trainingStartsAt: event.data.trainingStartsAt ?? null };
      case 'PublicTrainingCancelled':
        return state.status === 'absent' ? state : { ...state, trainingCancelled: true };
      case 'PublicTrainingPostponed':
        return state.status === 'absent' ? state : { ...state, trainingStartsAt: event.data.to };
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
      case 'CancelPublicTraining': {
        const refusal = trainingRefusal(state, command.at);
        if (refusal) return refusal;
        return [{ type: 'PublicTrainingCancelled', data: { courseId: command.courseId, reason: command.reason, at: command.at } }];
      }
      case 'PostponePublicTraining': {
        const refusal = trainingRefusal(state, command.at);
        if (refusal) return refusal;
        const from = state.trainingStartsAt!;
        // Later than the current start, which is itself still ahead: so also in the future.
        if (!(Date.parse(command.startsAt) > Date.parse(from)))
          return DomainError.badRequest([{ field: 'startsAt', code: 'BAD_REQUEST', rule: 'trainingLaterDate' }]);
        const { courseId, startsAt: to, reason, at } = command;
        return [{ type: 'PublicTrainingPostponed', data: { courseId, from, to, reason, at } }];
      }
      default: {
        const _exhaustive: never = command;
        throw new Error('unknown command');
      }
    }
  },
};
