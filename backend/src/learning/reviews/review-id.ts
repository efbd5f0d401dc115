import { derivedId } from '../../kernel/ids/derived-id.js';

/** A learner's review of a course has one id derived from both, so its stream keeps one review per learner per course. */
export const reviewIdOf = (courseId: string, userId: string): string => derivedId('review', courseId, userId);
