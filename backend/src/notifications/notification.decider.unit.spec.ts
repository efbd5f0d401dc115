import { describe, expect, it } from '@jest/globals';
import type { NotificationEvent } from '@khru/contracts';
import { givenWhen } from '../kernel/commands/given-when-then.js';
import { DomainError } from '../kernel/errors/domain-error.js';
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
const when = givenWhen(notificationDecider);
const code = (decision: unknown) => (decision as DomainError).code;

describe('notification decider', () => {
  describe('SendNotification', () => {
    it('given nothing, when a notification is sent, then it is recorded as it came', () => {
      expect(when([], send('n1'))).toEqual([sent('n1')]);
    });

    it('given the same id sent (its cause delivered again), when it is sent again, then nothing is recorded', () => {
      expect(when([sent('n1')], send('n1'))).toEqual([]);
      expect(when([sent('n1'), read('n1')], send('n1'))).toEqual([]);
    });
  });

  describe('MarkNotificationRead', () => {
    it('given an unread notification, when it is read, then NotificationRead', () => {
      expect(when([sent('n1')], { type: 'MarkNotificationRead', notificationId: 'n1', userId: 'u1', at })).toEqual([read('n1')]);
    });

    it('given it read, or seen with all the others, when it is read again, then nothing', () => {
      expect(when([sent('n1'), read('n1')], { type: 'MarkNotificationRead', notificationId: 'n1', userId: 'u1', at })).toEqual([]);
      expect(when([sent('n1'), seen], { type: 'MarkNotificationRead', notificationId: 'n1', userId: 'u1', at })).toEqual([]);
    });

    it('given no notification of that id in this stream (another user\u2019s), when it is read, then NOT_FOUND', () => {
      expect(code(when([sent('n1')], { type: 'MarkNotificationRead', notificationId: 'other', userId: 'u1', at }))).toBe('NOT_FOUND');
    });
  });

  describe('MarkAllSeen', () => {
    it('given unread notifications, when all are seen, then NotificationsSeen', () => {
      expect(when([sent('n1'), sent('n2'), read('n1')], { type: 'MarkAllSeen', userId: 'u1', at })).toEqual([seen]);
    });

    it('given nothing unread (none, all read, or seen already), when all are seen, then nothing', () => {
      expect(when([], { type: 'MarkAllSeen', userId: 'u1', at })).toEqual([]);
      expect(when([sent('n1'), read('n1')], { type: 'MarkAllSeen', userId: 'u1', at })).toEqual([]);
      expect(when([sent('n1'), seen], { type: 'MarkAllSeen', userId: 'u1', at })).toEqual([]);
    });

    it('given all seen, when a new one arrives, then it is unread again', () => {
      expect(when([sent('n1'), seen, sent('n2')], { type: 'MarkAllSeen', userId: 'u1', at })).toEqual([seen]);
    });
  });

  describe('RecordNotificationMailed', () => {
    it('given a notification, when its mail is recorded, then once only', () => {
      expect(when([sent('n1')], { type: 'RecordNotificationMailed', notificationId: 'n1', userId: 'u1', at })).toEqual([mailed('n1')]);
      expect(when([sent('n1'), mailed('n1')], { type: 'RecordNotificationMailed', notificationId: 'n1', userId: 'u1', at })).toEqual([]);
    });

    it('given no such notification, when its mail is recorded, then NOT_FOUND', () => {
      expect(code(when([], { type: 'RecordNotificationMailed', notificationId: 'n1', userId: 'u1', at }))).toBe('NOT_FOUND');
    });
  });
});
