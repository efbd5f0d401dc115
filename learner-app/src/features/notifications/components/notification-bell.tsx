import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useNotificationStream } from '../api/notification-stream';
import { useNotificationsStore } from '../notifications-store';
import { BellIcon } from './bell-icon';
import { NotificationPanel } from './notification-panel';
import { useUnreadCount } from './use-unread-count';
import '../notifications.css';

/** Past this the badge says "99+": the count must fit the header. */
const BADGE_MAX = 99;

/** What opened the panel (the bell, or the mobile menu's entry) gets focus back when it is dismissed, if it is still there. */
const stillThere = (element: HTMLElement | null): element is HTMLElement => Boolean(element && element !== document.body && element.isConnected);

/**
 * The header's bell for logged-in learners (spec section 2): the unread count, live from the server's stream, and
 * the panel (a popover; below 1024 px the bell is in the mobile menu and the panel a sheet). The panel closes on
 * route change (spec section 4), on a click outside, and on Escape or its close button (focus goes back to what
 * opened it).
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { userId, unread } = useUnreadCount();
  const open = useNotificationsStore((s) => s.panelOpen);
  const setOpen = useNotificationsStore((s) => s.setPanelOpen);
  const setHasNotifications = useNotificationsStore((s) => s.setHasNotifications);
  const location = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const panelId = useId();
  useNotificationStream(userId);
  useEffect(() => setHasNotifications(unread > 0), [unread, setHasNotifications]);
  useEffect(() => setOpen(false), [location.pathname, location.search, location.hash, userId, setOpen]);
  // A layout effect runs before the panel's own effect moves focus into it.
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement as HTMLElement | null;
  }, [open]);
  const dismiss = () => {
    setOpen(false);
    (stillThere(opener.current) ? opener.current : button.current)?.focus();
  };
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => root.current && !root.current.contains(event.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, setOpen]);
  if (!userId) return null;
  return (
    <div
      className="notification-bell"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) dismiss();
      }}
    >
      <button
        type="button"
        ref={button}
        className="header-icon icon-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('notifications.bellLabel', { n: unread })}
        onClick={() => setOpen(!open)}
      >
        <BellIcon />
        {unread > 0 ? <span className="badge">{unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}</span> : null}
      </button>
      {open ? <NotificationPanel userId={userId} id={panelId} onClose={dismiss} /> : null}
    </div>
  );
}
