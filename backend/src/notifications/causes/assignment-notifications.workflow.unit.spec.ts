import { describe, it } from '@jest/globals';
import type { DeadlineEvent, OrganisationEvent } from '@khru/contracts';
import { workflowSpec } from '../../kernel/workflows/workflow-spec.js';
import { deliver } from '../delivery/deliver-notification.js';
import { assignmentNotificationsWorkflow } from './assignment-notifications.workflow.js';

const at = '2026-11-01T10:00:00.000Z';
const dueDate = '2026-11-20T00:00:00.000Z';
const item = { itemId: 'pdpa', isBundle: false };
const assigned = (due: string | null): OrganisationEvent => ({
  type: 'CourseAssigned',
  data: { orgId: 'org', assignmentId: 'a1', item, courseIds: ['pdpa'], userIds: ['u1', 'u2'], department: 'Sales', dueDate: due, by: 'hr', at },
});
const reminder = (reachedAt: string): DeadlineEvent => ({
  type: 'DeadlineReached',
  data: { kind: 'assignment-due-reminder', key: 'a1', dueAt: '2026-11-17T00:00:00.000Z', at: reachedAt },
});
const given = workflowSpec(assignmentNotificationsWorkflow);

describe('assignment notifications workflow', () => {
  it('when a course is assigned, then each person named is told, with its due date', () => {
    given([])
      .when(assigned(dueDate))
      .then([
        deliver({
          message: { kind: 'courseAssigned', dueDate },
          to: { userIds: ['u1', 'u2'] },
          cause: 'a1',
          about: item,
          link: '/courses-overview/pdpa',
          locale: null,
          at,
        }),
      ]);
  });

  it('given an assignment with a due date, when its reminder is reached, then those who have not completed it are reminded', () => {
    given([assigned(dueDate)])
      .when(reminder('2026-11-17T00:00:10.000Z'))
      .then([
        deliver({
          message: { kind: 'assignmentDueSoon', dueDate },
          to: { yetToComplete: item, userIds: ['u1', 'u2'] },
          cause: 'a1',
          about: item,
          link: '/courses-overview/pdpa',
          locale: null,
          at: '2026-11-17T00:00:10.000Z',
        }),
      ]);
  });

  it('given an assignment, when its reminder is reached after the due date has passed, then nothing', () => {
    given([assigned(dueDate)])
      .when(reminder('2026-11-20T00:00:01.000Z'))
      .thenNothing();
  });
});
