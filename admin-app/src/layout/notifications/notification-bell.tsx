import type { NotificationView } from '@khru/contracts';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Box, Divider, IconButton, ListSubheader, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { storedToken } from '../../auth/tokens';
import { formatDateTime } from '../../i18n/date-format';
import { listLatestNotifications, markNotificationRead, markNotificationsSeen, NOTIFICATIONS_KEY } from './notifications-api';
import { sanitiseNotificationHtml } from './sanitise-html';
import { useNotificationStream } from './use-notification-stream';

/** Read by screen readers only: the unread mark is otherwise a dot and a tint. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * The navbar's bell (spec section 1): a dot when the admin has unread notifications; it opens the latest ones
 * (in the admin's language, sanitised again here) and "Mark all as seen". Opening one marks it read and follows its
 * link. New ones arrive live.
 */
export function NotificationBell() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
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
  const items = latest.data?.data ?? [];
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
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: true }, paper: { sx: { width: 360, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <ListSubheader>{translate('khru.notifications.title')}</ListSubheader>
        {latest.isError ? (
          <MenuItem disabled>{translate('khru.notifications.failed')}</MenuItem>
        ) : items.length === 0 ? (
          <MenuItem disabled>{translate('khru.notifications.empty')}</MenuItem>
        ) : (
          items.map((notification) => (
            <MenuItem
              key={notification.id}
              // A link is followed by the browser (it may lead to the learner app); marking it read survives the page change.
              {...(notification.link === null ? {} : { component: 'a', href: notification.link })}
              onClick={() => open(notification)}
              sx={{ display: 'block', whiteSpace: 'normal', py: 1, ...(notification.read ? {} : { bgcolor: 'rgba(228, 0, 43, 0.04)' }) }}
            >
              {notification.read ? null : (
                <>
                  <Box component="span" aria-hidden sx={{ float: 'right', mt: 0.75, width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main' }} />
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    {translate('khru.notifications.unread')}
                  </Box>
                </>
              )}
              <Box
                sx={{ '& p': { m: 0 } }}
                dangerouslySetInnerHTML={{ __html: sanitiseNotificationHtml(locale === 'th' ? notification.contentTh : notification.contentEn) }}
              />
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(notification.created, locale)}
              </Typography>
            </MenuItem>
          ))
        )}
        <Divider />
        <MenuItem disabled={unread === 0 || markSeen.isPending} onClick={() => markSeen.mutate()}>
          {translate('khru.notifications.markAllSeen')}
        </MenuItem>
      </Menu>
    </>
  );
}
