import { describe, expect, it } from '@jest/globals';
import type { AnnouncementEvent } from '@khru/contracts';
import { givenWhen } from '../../kernel/commands/given-when-then.js';
import type { DomainError } from '../../kernel/errors/domain-error.js';
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
const when = givenWhen(announcementDecider);
const refusal = (decision: unknown) => {
  const error = decision as DomainError;
  return [error.code, ...error.fields.map((f) => `${f.field}:${f.rule ?? f.code}`)];
};

describe('announcement decider', () => {
  it('given nothing, when an announcement is posted, then it is recorded as given', () => {
    expect(when([], post)).toEqual([posted]);
  });

  it('given it posted, when it is posted again, then ALREADY_EXIST', () => {
    expect(refusal(when([posted], post))).toEqual(['ALREADY_EXIST']);
  });

  it('given nothing, when nothing is left of a language once sanitised, then BAD_REQUEST naming it', () => {
    expect(refusal(when([], { ...post, contentTh: '' }))).toEqual(['BAD_REQUEST', 'contentTh:minLength']);
  });
});
