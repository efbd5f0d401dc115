import type { AnnouncementEvent } from '@khru/contracts';
import type { Workflow, WorkflowOutput } from '../../kernel/workflows/workflow.js';
import { deliver } from '../delivery/deliver-notification.js';

/**
 * An instructor's announcement goes to the course's learners who accept instructor announcements (who they are is
 * read when it is delivered). Every event carries what it needs.
 */
export const announcementNotificationsWorkflow: Workflow<AnnouncementEvent, null> = {
  name: 'announcement-notifications',
  handles: ['InstructorAnnouncementPosted'],
  instanceOf: (event) => event.data.announcementId,
  initialState: () => null,
  evolve: (state) => state,

  decide(event): WorkflowOutput[] {
    const { announcementId, courseId, courseTitleEn, courseTitleTh, contentEn, contentTh, at } = event.data;
    return [
      deliver({
        message: { kind: 'instructorAnnouncement', course: { en: courseTitleEn, th: courseTitleTh }, contentEn, contentTh },
        to: { announcementsOf: courseId },
        cause: announcementId,
        about: null,
        link: `/courses-learning/${courseId}`,
        locale: null,
        at,
      }),
    ];
  },
};
