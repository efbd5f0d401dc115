import { describe, it } from '@jest/globals';
import type { NotificationEvent } from '@khru/contracts';
import { deciderSpec } from '../kernel/commands/decider-spec.js';
import { notificationDecider, type SendNotification } from './notification.decider.js';

const at = '2026-11-24T10:00:00.000Z';
const send = (notificationId: string): SendNotification => ({
  type: 'SendNotification',
  notificationId,
  userId: 'u1',
  kind: 'reviewPublished',
  contentEn: '<p>Your review is <strong>published</strong>.</p>',
  contentTh: '<p>รีวิวของคุณ<strong>เผยแพร่แล้ว</strong></p>',
  link: '/courses-overview/git',
  at,
});
const sent = (notificationId: string): NotificationEvent => {
  const { type: _type, ...data } = send(notificationId);
  return { type: 'NotificationSent', data };
};
const read = (notificationId: string): NotificationEvent => ({ type: 'NotificationRead', data: { notificationId, userId: 'u1', at } });
const seen: NotificationEvent = { type: 'NotificationsSeen', data: { userId: 'u1', at } };
const mailed = (notificationId: string): NotificationEvent => ({ type: 'NotificationMailed', data: { notificationId, userId: 'u1', at } });
const given = deciderSpec(notificationDecider);

describe('notification decider', () => {
  describe('SendNotification', () => {
    it('given nothing, when a notification is sent, then it is recorded as it came', () => {
      given([])
        .when(send('n1'))
        .then([sent('n1')]);
    });

    it('given the same id sent (its cause delivered again), when it is sent again, then nothing is recorded', () => {
      given([sent('n1')])
        .when(send('n1'))
        .thenNothing();
      given([sent('n1'), read('n1')])
        .when(send('n1'))
        .thenNothing();
    });
  });

  describe('MarkNotificationRead', () => {
    it('given an unread notification, when it is read, then NotificationRead', () => {
      given([sent('n1')])
        .when({ type: 'MarkNotificationRead', notificationId: 'n1', userId: 'u1', at })
        .then([read('n1')]);
    });

    it('given it read, or seen with all the others, when it is read again, then nothing', () => {
      given([sent('n1'), read('n1')])
        .when({ type: 'MarkNotificationRead', notificationId: 'n1', userId: 'u1', at })
        .thenNothing();
      given([sent('n1'), seen])
        .when({ type: 'MarkNotificationRead', notificationId: 'n1', userId: 'u1', at })
        .thenNothing();
    });

    it('given no notification of that id in this stream (another user\u2019s), when it is read, then NOT_FOUND', () => {
      given([sent('n1')])
        .when({ type: 'MarkNotificationRead', notificationId: 'other', userId: 'u1', at })
        .thenThrows('NOT_FOUND');
    });
  });

  describe('MarkAllSeen', () => {
    it('given unread notifications, when all are seen, then NotificationsSeen', () => {
      given([sent('n1'), sent('n2'), read('n1')])
        .when({ type: 'MarkAllSeen', userId: 'u1', at })
        .then([seen]);
    });

    it('given nothing unread (none, all read, or seen already), when all are seen, then nothing', () => {
      given([]).when({ type: 'MarkAllSeen', userId: 'u1', at }).thenNothing();
      given([sent('n1'), read('n1')])
        .when({ type: 'MarkAllSeen', userId: 'u1', at })
        .thenNothing();
      given([sent('n1'), seen])
        .when({ type: 'MarkAllSeen', userId: 'u1', at })
        .thenNothing();
    });

    it('given all seen, when a new one arrives, then it is unread again', () => {
      given([sent('n1'), seen, sent('n2')])
        .when({ type: 'MarkAllSeen', userId: 'u1', at })
        .then([seen]);
    });
  });

  describe('RecordNotificationMailed', () => {
    it('given a notification, when its mail is recorded, then once only', () => {
      given([sent('n1')])
        .when({ type: 'RecordNotificationMailed', notificationId: 'n1', userId: 'u1', at })
        .then([mailed('n1')]);
      given([sent('n1'), mailed('n1')])
        .when({ type: 'RecordNotificationMailed', notificationId: 'n1', userId: 'u1', at })
        .thenNothing();
    });

    it('given no such notification, when its mail is recorded, then NOT_FOUND', () => {
      given([]).when({ type: 'RecordNotificationMailed', notificationId: 'n1', userId: 'u1', at }).thenThrows('NOT_FOUND');
    });
  });
});
