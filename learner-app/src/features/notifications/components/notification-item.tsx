import type { NotificationView } from '@khru/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { byLocale } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';
import { relativeTime } from '../relative-time';
import { sanitiseNotificationHtml } from '../sanitise-html';

/** Links into the admin app leave this app's router: the browser loads that page. */
const isAdminLink = (link: string) => link === '/admin' || link.startsWith('/admin/');

/**
 * One notification in the reader's language, its HTML sanitised again here, with how long ago it came and an
 * unread mark. Opening it (following its link, or "Mark as read" when it has none) marks it read.
 */
export function NotificationItem({ notification, onOpen }: { notification: NotificationView; onOpen: (notification: NotificationView) => void }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const html = useMemo(
    () => sanitiseNotificationHtml(byLocale(locale, notification.contentEn, notification.contentTh)),
    [locale, notification.contentEn, notification.contentTh],
  );
  const body = (
    <>
      {notification.read ? null : <span className="visually-hidden">{t('notifications.unread')}</span>}
      <div className="notification-content" dangerouslySetInnerHTML={{ __html: html }} />
      <time className="notification-time" dateTime={notification.created}>
        {relativeTime(notification.created, locale, new Date())}
      </time>
    </>
  );
  const open = () => onOpen(notification);
  return (
    <li className={`notification${notification.read ? '' : ' unread'}`}>
      {notification.link === null ? (
        <div className="notification-body">
          {body}
          {notification.read ? null : (
            <button type="button" className="link-button" onClick={open}>
              {t('notifications.markRead')}
            </button>
          )}
        </div>
      ) : isAdminLink(notification.link) ? (
        <a className="notification-body" href={notification.link} onClick={open}>
          {body}
        </a>
      ) : (
        <Link className="notification-body" to={notification.link} onClick={open}>
          {body}
        </Link>
      )}
    </li>
  );
}
