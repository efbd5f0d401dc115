import type { NotificationListResponse, NotificationView } from '@khru/contracts';
import { Box, Divider, ListSubheader, Menu, MenuItem, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../../i18n/date-format';
import { sanitiseNotificationHtml } from './sanitise-html';

/** Read by screen readers only: the unread mark is otherwise a dot and a tint. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export interface NotificationMenuProps {
  anchor: HTMLElement;
  buttonId: string;
  latest: { data?: NotificationListResponse; isError: boolean };
  onClose: () => void;
  onOpen: (notification: NotificationView) => void;
  onMarkAllSeen: () => void;
  markingSeen: boolean;
}

/**
 * The bell's open menu: the latest notifications in the admin's language, sanitised again here, and "Mark all as
 * seen". Loaded when the bell is first opened (it carries the HTML sanitiser).
 */
export default function NotificationMenu({ anchor, buttonId, latest, onClose, onOpen, onMarkAllSeen, markingSeen }: NotificationMenuProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const unread = latest.data?.totalUnread ?? 0;
  const items = latest.data?.data ?? [];
  return (
    <Menu
      anchorEl={anchor}
      open
      onClose={onClose}
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
            onClick={() => onOpen(notification)}
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
      <MenuItem disabled={unread === 0 || markingSeen} onClick={onMarkAllSeen}>
        {translate('khru.notifications.markAllSeen')}
      </MenuItem>
    </Menu>
  );
}
