import { useSessionStore } from '../../../stores/session-store';
import { useNotifications } from '../api/list-notifications';

/** The logged-in learner (null otherwise) and how many of their notifications are unread, from the first page of the list. */
export function useUnreadCount(): { userId: string | null; unread: number } {
  const userId = useSessionStore((s) => (s.status === 'loggedIn' ? s.userId : null));
  const notifications = useNotifications(userId);
  return { userId, unread: notifications.data?.pages[0]?.totalUnread ?? 0 };
}
