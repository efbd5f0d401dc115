import { describe, expect, it } from '@jest/globals';
import { USER_NOTIFICATIONS_COLLECTION, type NotificationEvent, type UserNotificationDocument } from '@khru/contracts';
import { MemoryDocumentStore } from '@khru/platform';
import { applyProjection } from '../runner/apply-projection.js';
import { recorded } from '../testing/recorded.js';
import { userNotificationsProjection } from './user-notifications.projection.js';

const sent = (notificationId: string, at: string, userId = 'ann'): NotificationEvent => ({
  type: 'NotificationSent',
  data: { notificationId, userId, kind: 'reviewPublished', contentEn: '<p>Published</p>', contentTh: '<p>เผยแพร่แล้ว</p>', link: '/courses-overview/git', at },
});
const read = (notificationId: string, userId = 'ann'): NotificationEvent => ({
  type: 'NotificationRead',
  data: { notificationId, userId, at: '2026-11-24T12:00:00.000Z' },
});
const seen: NotificationEvent = { type: 'NotificationsSeen', data: { userId: 'ann', at: '2026-11-24T13:00:00.000Z' } };

/** The documents after the events (each applied `times` times in order), without the position stamps. */
async function project(events: NotificationEvent[], times = 1): Promise<UserNotificationDocument[]> {
  const store = new MemoryDocumentStore();
  const stamped = events.map((e) => recorded(e));
  for (let i = 0; i < times; i++) for (const event of stamped) await applyProjection(store, userNotificationsProjection, event);
  const documents = await store
    .collection<UserNotificationDocument & { _positions?: unknown }>(USER_NOTIFICATIONS_COLLECTION)
    .find({}, { sort: { created: -1 } })
    .toArray();
  return documents.map(({ _positions: _stamp, ...document }) => document);
}

describe('user notifications projection', () => {
  it('given a notification sent, then one unread document with its contents, link and time', async () => {
    expect(await project([sent('n1', '2026-11-24T10:00:00.000Z')])).toEqual([
      {
        _id: 'n1',
        userId: 'ann',
        kind: 'reviewPublished',
        contentEn: '<p>Published</p>',
        contentTh: '<p>เผยแพร่แล้ว</p>',
        link: '/courses-overview/git',
        created: '2026-11-24T10:00:00.000Z',
        read: false,
        readAt: null,
      },
    ]);
  });

  it('given one read, then only that one is read; a read naming another user changes nothing', async () => {
    const documents = await project([sent('n1', '2026-11-24T10:00:00.000Z'), sent('n2', '2026-11-24T11:00:00.000Z'), read('n1'), read('n2', 'bob')]);
    expect(documents.map((d) => [d._id, d.read])).toEqual([
      ['n2', false],
      ['n1', true],
    ]);
  });

  it('given all seen, then every notification sent before is read and one sent after is not', async () => {
    const documents = await project([
      sent('n1', '2026-11-24T10:00:00.000Z'),
      sent('b1', '2026-11-24T10:30:00.000Z', 'bob'),
      sent('n2', '2026-11-24T11:00:00.000Z'),
      seen,
      sent('n3', '2026-11-24T14:00:00.000Z'),
    ]);
    expect(documents.map((d) => [d._id, d.read])).toEqual([
      ['n3', false],
      ['n2', true],
      ['b1', false],
      ['n1', true],
    ]);
  });

  it('applied twice gives the same documents', async () => {
    const events = [sent('n1', '2026-11-24T10:00:00.000Z'), read('n1'), sent('n2', '2026-11-24T11:00:00.000Z'), seen, sent('n3', '2026-11-24T14:00:00.000Z')];
    expect(await project(events, 2)).toEqual(await project(events));
  });
});
