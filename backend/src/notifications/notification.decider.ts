import type { NotificationEvent, NotificationKind } from '@khru/contracts';
import type { Decider } from '../kernel/commands/decider.js';
import { DomainError } from '../kernel/errors/domain-error.js';

/** Content arrives sanitised (div, p, strong); the id is derived from the cause, so a cause sends once. */
export interface SendNotification {
  type: 'SendNotification';
  notificationId: string;
  userId: string;
  kind: NotificationKind;
  contentEn: string;
  contentTh: string;
  link: string | null;
  at: string;
}
export interface MarkNotificationRead {
  type: 'MarkNotificationRead';
  notificationId: string;
  userId: string;
  at: string;
}
export interface MarkAllSeen {
  type: 'MarkAllSeen';
  userId: string;
  at: string;
}
export interface RecordNotificationMailed {
  type: 'RecordNotificationMailed';
  notificationId: string;
  userId: string;
  at: string;
}

export type NotificationCommand = SendNotification | MarkNotificationRead | MarkAllSeen | RecordNotificationMailed;

export interface NotificationsState {
  sent: ReadonlySet<string>;
  unread: ReadonlySet<string>;
  mailed: ReadonlySet<string>;
}

const adding = (set: ReadonlySet<string>, id: string) => new Set(set).add(id);
const removing = (set: ReadonlySet<string>, id: string) => {
  const next = new Set(set);
  next.delete(id);
  return next;
};

/**
 * One user's notifications (stream `notifications-<userId>`): each id is sent once, whatever the number of
 * times its cause is delivered; reading one that is not theirs is NOT_FOUND; reading again, seeing all with
 * nothing unread, or recording a mail twice records nothing.
 */
export const notificationDecider: Decider<NotificationCommand, NotificationEvent, NotificationsState> = {
  initialState: () => ({ sent: new Set(), unread: new Set(), mailed: new Set() }),

  evolve(state, event) {
    switch (event.type) {
      case 'NotificationSent':
        return { ...state, sent: adding(state.sent, event.data.notificationId), unread: adding(state.unread, event.data.notificationId) };
      case 'NotificationRead':
        return { ...state, unread: removing(state.unread, event.data.notificationId) };
      case 'NotificationsSeen':
        return { ...state, unread: new Set() };
      case 'NotificationMailed':
        return { ...state, mailed: adding(state.mailed, event.data.notificationId) };
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SendNotification': {
        if (state.sent.has(command.notificationId)) return [];
        const { notificationId, userId, kind, contentEn, contentTh, link, at } = command;
        return [{ type: 'NotificationSent', data: { notificationId, userId, kind, contentEn, contentTh, link, at } }];
      }
      case 'MarkNotificationRead': {
        if (!state.sent.has(command.notificationId)) return DomainError.notFound();
        if (!state.unread.has(command.notificationId)) return [];
        const { notificationId, userId, at } = command;
        return [{ type: 'NotificationRead', data: { notificationId, userId, at } }];
      }
      case 'MarkAllSeen':
        return state.unread.size === 0 ? [] : [{ type: 'NotificationsSeen', data: { userId: command.userId, at: command.at } }];
      case 'RecordNotificationMailed': {
        if (!state.sent.has(command.notificationId)) return DomainError.notFound();
        if (state.mailed.has(command.notificationId)) return [];
        const { notificationId, userId, at } = command;
        return [{ type: 'NotificationMailed', data: { notificationId, userId, at } }];
      }
      default: {
        const _exhaustive: never = command;
        throw new Error('unknown command');
      }
    }
  },
};
