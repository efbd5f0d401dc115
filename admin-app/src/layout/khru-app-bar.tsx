import { useMediaQuery, type Theme } from '@mui/material';
import { AppBar, LoadingIndicator, LocalesMenuButton, Logout, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { NotificationBell } from './notifications/notification-bell';
import { ProfilePreview, SignedInAs } from './profile-preview';
import { ReportsUserMenuItem } from './reports-user-menu-item';

/**
 * Where there is room (sm and up, as react-admin decides), the user menu's button shows the person's name: its
 * accessible name then starts with that name too, not react-admin's "Profile" alone, which a speech user saying the name
 * on screen cannot reach. On a phone the button is an icon and keeps the translated "Profile".
 */
function KhruUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const named = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm')) && identity?.fullName;
  return (
    <UserMenu label={named ? translate('khru.navbar.userMenu', { name: identity.fullName }) : 'ra.auth.user_menu'}>
      <SignedInAs />
      <ProfilePreview />
      <ReportsUserMenuItem />
      <Logout />
    </UserMenu>
  );
}

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
      userMenu={<KhruUserMenu />}
    />
  );
}
