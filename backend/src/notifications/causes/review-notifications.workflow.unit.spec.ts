import { describe, it } from '@jest/globals';
import type { ReviewEvent } from '@khru/contracts';
import { workflowSpec } from '../../kernel/workflows/workflow-spec.js';
import { deliver } from '../delivery/deliver-notification.js';
import { reviewNotificationsWorkflow } from './review-notifications.workflow.js';

const at = '2026-11-24T10:00:00.000Z';
const published = (version: number): ReviewEvent => ({
  type: 'ReviewPublished',
  data: { reviewId: 'r1', courseId: 'git', userId: 'ann', rating: 5, version, moderatorId: 'mod', at },
});
const told = (version: number) =>
  deliver({
    message: { kind: 'reviewPublished' },
    to: { userIds: ['ann'] },
    cause: `r1:${version}`,
    about: { itemId: 'git', isBundle: false },
    link: '/courses-overview/git',
    locale: null,
    at,
  });
const given = workflowSpec(reviewNotificationsWorkflow);

describe('review notifications workflow', () => {
  it('when a review is published, then its author is told, the cause naming the text published', () => {
    given([])
      .when(published(1))
      .then([told(1)]);
    given([published(1)])
      .when(published(2))
      .then([told(2)]);
  });
});
