import type { NotificationKind } from '../events/notifications/notification.events.js';
import type { CommandAccepted } from './read-position.js';

/** One notification as the bell lists it; content is HTML sanitised to div, p and strong. */
export interface NotificationView {
  id: string;
  kind: NotificationKind;
  contentEn: string;
  contentTh: string;
  link: string | null;
  created: string;
  read: boolean;
}

/** `POST cmsapi/user-notifications/list {skip, take, requireTotalCount, stringTolower, sort}`. */
export interface NotificationListRequestBody {
  skip?: number;
  take?: number;
  requireTotalCount?: boolean;
  stringTolower?: boolean;
  sort?: { selector: string; desc: boolean }[];
}

export interface NotificationListResponse {
  data: NotificationView[];
  totalCount: number;
  totalUnread: number;
}

/** The user document's `notifications` (spec section 3): the unread count and the latest few. */
export interface UserNotifications {
  totalUnread: number;
  data: NotificationView[];
}

/** `POST cmsapi/courses/{id}/announcements` (the course's instructor): sent to its learners who accept announcements. */
export interface InstructorAnnouncementRequestBody {
  contentEn: string;
  contentTh: string;
}

/** The announcement recorded: its id; its notifications follow a moment later. */
export type AnnouncementPostedResponse = CommandAccepted & { id: string };

/** What `GET cmsapi/user-notifications/stream` (Server-Sent Events, event `notifications`) sends when the user's notifications change. */
export interface NotificationStreamMessage {
  totalUnread: number;
  /** The notification just sent, when that is what changed. */
  notification?: NotificationView;
}
