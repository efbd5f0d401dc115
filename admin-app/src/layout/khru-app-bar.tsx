import { AppBar, LoadingIndicator, LocalesMenuButton } from 'react-admin';
import { NotificationBell } from './notifications/notification-bell';

/** react-admin's app bar with the notification bell before the language menu (spec section 1). */
export function KhruAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <NotificationBell />
          <LocalesMenuButton />
          <LoadingIndicator />
        </>
      }
    />
  );
}
