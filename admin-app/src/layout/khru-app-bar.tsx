import { AppBar, LoadingIndicator, LocalesMenuButton, Logout, UserMenu } from 'react-admin';
import { NotificationBell } from './notifications/notification-bell';
import { ProfilePreview, SignedInAs } from './profile-preview';
import { ReportsUserMenuItem } from './reports-user-menu-item';

/** The navbar of spec section 1: the bell, the language menu, and the user menu with Profile preview, Reports and Log out. */
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
      userMenu={
        <UserMenu>
          <SignedInAs />
          <ProfilePreview />
          <ReportsUserMenuItem />
          <Logout />
        </UserMenu>
      }
    />
  );
}
