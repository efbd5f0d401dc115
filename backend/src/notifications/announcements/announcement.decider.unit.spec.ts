import { describe, it } from '@jest/globals';
import type { AnnouncementEvent } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { announcementDecider, type PostAnnouncement } from './announcement.decider.js';

const post: PostAnnouncement = {
  type: 'PostAnnouncement',
  announcementId: 'a1',
  courseId: 'git',
  courseTitleEn: 'Git',
  courseTitleTh: 'กิต',
  contentEn: '<p>Live session <strong>Friday</strong></p>',
  contentTh: '<p>ไลฟ์สด<strong>วันศุกร์</strong></p>',
  by: 'kanya',
  at: '2026-11-24T10:00:00.000Z',
};
const { type: _type, ...data } = post;
const posted: AnnouncementEvent = { type: 'InstructorAnnouncementPosted', data };
const given = deciderSpec(announcementDecider);

describe('announcement decider', () => {
  it('given nothing, when an announcement is posted, then it is recorded as given', () => {
    given([]).when(post).then([posted]);
  });

  it('given it posted, when it is posted again, then ALREADY_EXIST', () => {
    given([posted]).when(post).thenThrows('ALREADY_EXIST', []);
  });

  it('given nothing, when nothing is left of a language once sanitised, then BAD_REQUEST naming it', () => {
    given([])
      .when({ ...post, contentTh: '' })
      .thenThrows('BAD_REQUEST', [{ field: 'contentTh', code: 'BAD_REQUEST', rule: 'minLength', n: 1 }]);
  });
});
