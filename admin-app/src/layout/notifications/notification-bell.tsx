import type { NotificationView } from '@khru/contracts';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { storedToken } from '../../auth/tokens';
import { listLatestNotifications, markNotificationRead, markNotificationsSeen, NOTIFICATIONS_KEY } from './notifications-api';
import { useNotificationStream } from './use-notification-stream';

const NotificationMenu = lazy(() => import('./notification-menu'));

/**
 * The navbar's bell (spec section 1): a dot when the admin has unread notifications; it opens the latest ones
 * and "Mark all as seen". Opening one marks it read and follows its link. New ones arrive live.
 */
export function NotificationBell() {
  const translate = useTranslate();
  const client = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const signedIn = Boolean(storedToken());
  const latest = useQuery({ queryKey: NOTIFICATIONS_KEY, queryFn: () => listLatestNotifications(), enabled: signedIn, retry: 1 });
  useNotificationStream(signedIn);
  const rereadAfter = async ({ position }: { position: string | null }) => {
    client.setQueryData(NOTIFICATIONS_KEY, await listLatestNotifications(position));
  };
  const markRead = useMutation({ mutationFn: markNotificationRead, onSuccess: rereadAfter });
  const markSeen = useMutation({ mutationFn: markNotificationsSeen, onSuccess: rereadAfter });
  const unread = latest.data?.totalUnread ?? 0;
  const label = translate(unread > 0 ? 'khru.notifications.bellUnread' : 'khru.notifications.bell');
  const open = (notification: NotificationView) => {
    if (!notification.read) markRead.mutate(notification.id);
    if (notification.link !== null) setAnchor(null);
  };
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          id={buttonId}
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge color="primary" variant="dot" invisible={unread === 0} overlap="circular">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {anchor && (
        <Suspense>
          <NotificationMenu
            anchor={anchor}
            buttonId={buttonId}
            latest={latest}
            onClose={() => setAnchor(null)}
            onOpen={open}
            onMarkAllSeen={() => markSeen.mutate()}
            markingSeen={markSeen.isPending}
          />
        </Suspense>
      )}
    </>
  );
}
