import type { ReviewEvent } from '@khru/contracts';
import type { Workflow, WorkflowOutput } from '../../kernel/workflows/workflow.js';
import { deliver } from '../delivery/deliver-notification.js';

/**
 * A review's author is told when a moderator publishes it: once per text published (an edit goes back to review and
 * is told again when published; publishing the same text again after unpublishing it is not). Every event carries
 * what it needs.
 */
export const reviewNotificationsWorkflow: Workflow<ReviewEvent, null> = {
  name: 'review-notifications',
  handles: ['ReviewPublished'],
  instanceOf: (event) => event.data.reviewId,
  initialState: () => null,
  evolve: (state) => state,

  decide(event): WorkflowOutput[] {
    if (event.type !== 'ReviewPublished') return [];
    const { reviewId, courseId, userId, version, at } = event.data;
    return [
      deliver({
        message: { kind: 'reviewPublished' },
        to: { userIds: [userId] },
        cause: `${reviewId}:${version}`,
        about: { itemId: courseId, isBundle: false },
        link: `/courses-overview/${courseId}`,
        locale: null,
        at,
      }),
    ];
  },
};
