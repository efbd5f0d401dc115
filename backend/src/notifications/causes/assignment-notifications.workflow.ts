import type { DeadlineEvent, ItemRef, OrganisationEvent } from '@khru/contracts';
import type { Workflow, WorkflowOutput } from '../../kernel/workflows/workflow.js';
import { deliver } from '../delivery/deliver-notification.js';

type AssignmentNotificationsEvent = OrganisationEvent | DeadlineEvent;

export interface AssignmentNotificationsState {
  assignment: { item: ItemRef; userIds: string[]; dueDate: string | null } | null;
}

const pageOf = (item: ItemRef) => (item.isBundle ? `/bundle-overview/${item.itemId}` : `/courses-overview/${item.itemId}`);

/**
 * The people a course (or bundle) is assigned to are told, with its due date; when the due date is near (its
 * reminder deadline), those who have not completed it yet are reminded. One instance per assignment.
 */
export const assignmentNotificationsWorkflow: Workflow<AssignmentNotificationsEvent, AssignmentNotificationsState> = {
  name: 'assignment-notifications',
  handles: ['CourseAssigned', 'DeadlineReached'],
  instanceOf: (event) =>
    event.type === 'CourseAssigned'
      ? event.data.assignmentId
      : event.type === 'DeadlineReached' && event.data.kind === 'assignment-due-reminder'
        ? event.data.key
        : null,
  initialState: () => ({ assignment: null }),

  evolve(state, event) {
    return event.type === 'CourseAssigned' ? { assignment: { item: event.data.item, userIds: event.data.userIds, dueDate: event.data.dueDate } } : state;
  },

  decide(event, state): WorkflowOutput[] {
    switch (event.type) {
      case 'CourseAssigned': {
        const { assignmentId, item, userIds, dueDate, at } = event.data;
        return [
          deliver({ message: { kind: 'courseAssigned', dueDate }, to: { userIds }, cause: assignmentId, about: item, link: pageOf(item), locale: null, at }),
        ];
      }
      case 'DeadlineReached': {
        const { assignment } = state;
        if (!assignment?.dueDate || event.data.at >= assignment.dueDate) return [];
        const { item, userIds, dueDate } = assignment;
        return [
          deliver({
            message: { kind: 'assignmentDueSoon', dueDate },
            to: { yetToComplete: item, userIds },
            cause: event.data.key,
            about: item,
            link: pageOf(item),
            locale: null,
            at: event.data.at,
          }),
        ];
      }
      default:
        return [];
    }
  },
};
