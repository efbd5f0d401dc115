import { describe, it } from '@jest/globals';
import { workflowSpec } from '../../kernel/workflows/workflow-spec.js';
import { deliver } from '../delivery/deliver-notification.js';
import { announcementNotificationsWorkflow } from './announcement-notifications.workflow.js';

const at = '2026-11-24T10:00:00.000Z';
const given = workflowSpec(announcementNotificationsWorkflow);

describe('announcement notifications workflow', () => {
  it('when an announcement is posted, then it goes to the course\u2019s learners who accept announcements, with the course named', () => {
    given([])
      .when({
        type: 'InstructorAnnouncementPosted',
        data: {
          announcementId: 'a1',
          courseId: 'git',
          courseTitleEn: 'Git',
          courseTitleTh: 'กิต',
          contentEn: '<p>Live on Friday</p>',
          contentTh: '<p>ไลฟ์วันศุกร์</p>',
          by: 'kanya',
          at,
        },
      })
      .then([
        deliver({
          message: { kind: 'instructorAnnouncement', course: { en: 'Git', th: 'กิต' }, contentEn: '<p>Live on Friday</p>', contentTh: '<p>ไลฟ์วันศุกร์</p>' },
          to: { announcementsOf: 'git' },
          cause: 'a1',
          about: null,
          link: '/courses-learning/git',
          locale: null,
          at,
        }),
      ]);
  });
});
