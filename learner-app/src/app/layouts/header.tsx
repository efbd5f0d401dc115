import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AccountMenu } from './account-menu';
import { BrowseBy } from './browse-by';
import { LanguageSwitch } from '../../components/language-switch';
import { MobileBrowse } from './mobile-browse';
import { MobileMenu } from './mobile-menu';
import { SearchBox } from '../../features/search/components/search-box';
import { MobileSearch, MobileSearchToggle } from '../../features/search/components/mobile-search';
import { CartLink } from '../../features/commerce/components/cart-link';
import { WishlistLink } from '../../features/users/components/wishlist-link';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { UnreadDot } from '../../features/notifications/components/unread-dot';
import { useSessionStore } from '../../stores/session-store';

/**
 * Logo, Browse By (a popover, or a full-screen panel below 1024 px), the search box (below 1024 px an
 * icon opening a full-width search bar), for-business link, language switch, wishlist and cart with
 * their counts (no cart for corporate accounts), the notification bell (below 1024 px in the menu, whose button then
 * shows a dot for unread ones), and login / sign-up or the account menu (spec section 2).
 */
export function Header() {
  const { t } = useTranslation();
  const status = useSessionStore((s) => s.status);
  const [menuOpen, setMenuOpen] = useState(false);
  const [browseOpen, setBrowseOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const location = useLocation();
  useEffect(() => {
    setMenuOpen(false);
    setBrowseOpen(false);
    setSearchOpen(false);
  }, [location.pathname, location.search, location.hash]);
  return (
    <header className="header">
      <div className="header-start">
        <Link to="/" className="logo">
          {t('app.name')}
        </Link>
        <BrowseBy />
        <button type="button" className="browse-button show-mobile" aria-expanded={browseOpen} onClick={() => setBrowseOpen(true)}>
          {t('header.browse')}
        </button>
        <SearchBox className="hide-mobile" />
      </div>
      <nav className="header-actions" aria-label={t('header.navigation')}>
        <Link to="/contact-us?topic=business" className="header-link hide-mobile">
          {t('header.forBusiness')}
        </Link>
        <LanguageSwitch className="hide-mobile" />
        <WishlistLink className="hide-mobile" />
        <MobileSearchToggle
          open={searchOpen}
          onToggle={() => {
            setSearchOpen(!searchOpen);
            setMenuOpen(false);
          }}
        />
        <CartLink />
        <NotificationBell />
        {status === 'loggedIn' ? (
          <AccountMenu />
        ) : status === 'loggedOut' ? (
          <span className="hide-mobile header-auth">
            <Link to="/auth/login" className="header-link">
              {t('header.login')}
            </Link>
            <Link to="/auth/register" className="button primary small">
              {t('header.signUp')}
            </Link>
          </span>
        ) : null}
        <button
          type="button"
          className="icon-button show-mobile menu-toggle"
          aria-expanded={menuOpen}
          aria-label={t('header.menu')}
          onClick={() => {
            setMenuOpen(!menuOpen);
            setSearchOpen(false);
          }}
        >
          ☰
          <UnreadDot />
        </button>
      </nav>
      {searchOpen ? <MobileSearch /> : null}
      {menuOpen ? <MobileMenu onClose={() => setMenuOpen(false)} /> : null}
      {browseOpen ? <MobileBrowse onClose={() => setBrowseOpen(false)} /> : null}
    </header>
  );
}
