import { useNotificationsStore } from '../notifications-store';
import '../notifications.css';

/** A dot on the mobile menu button while there are unread notifications (spec: hasNotifications); the menu's entry says how many. */
export function UnreadDot() {
  const hasNotifications = useNotificationsStore((s) => s.hasNotifications);
  return hasNotifications ? <span className="unread-dot" aria-hidden="true" /> : null;
}
