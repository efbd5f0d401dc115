import { useTranslation } from 'react-i18next';
import { useNotificationsStore } from '../notifications-store';
import { useUnreadCount } from './use-unread-count';

/** The mobile menu's "Notifications" with the unread count: it opens the bell's panel over the menu, which it returns to. */
export function NotificationsMenuEntry() {
  const { t } = useTranslation();
  const { userId, unread } = useUnreadCount();
  const setOpen = useNotificationsStore((s) => s.setPanelOpen);
  if (!userId) return null;
  return (
    <button type="button" className="notifications-entry" aria-label={t('notifications.bellLabel', { n: unread })} onClick={() => setOpen(true)}>
      {t('notifications.title')}
      {unread > 0 ? <span className="count-pill">{unread}</span> : null}
    </button>
  );
}
