import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { useIsCorporate } from '../../lib/use-is-corporate';
import { useSessionStore } from '../../stores/session-store';
import { LanguageSwitch } from '../../components/language-switch';
import { NotificationsMenuEntry } from '../../features/notifications/components/notifications-menu-entry';
import { useMayViewReports } from '../report-access';

/**
 * The menu below 1024 px: profile, tests, certificates, notifications, wishlist, reports (for ADMIN or VIEW_REPORTS), membership (not for
 * corporate accounts), login, sign-up, language and log out (the cart stays in the bar).
 */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const status = useSessionStore((s) => s.status);
  const corporate = useIsCorporate();
  const mayViewReports = useMayViewReports();
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <nav className="mobile-menu" aria-label={t('header.menu')}>
      <ul>
        {status === 'loggedIn' ? (
          <>
            <li>
              <Link to="/profile">{t('header.profile')}</Link>
            </li>
            <li>
              <Link to="/test">{t('header.myTests')}</Link>
            </li>
            <li>
              <Link to="/profile?tab=certificates">{t('header.myCertificates')}</Link>
            </li>
            <li>
              <NotificationsMenuEntry />
            </li>
            <li>
              <Link to="/profile?scrollTo=wishList">{t('wishlist.title')}</Link>
            </li>
            {mayViewReports ? (
              <li>
                <Link to="/reports/learning-dashboard">{t('header.reports')}</Link>
              </li>
            ) : null}
            {corporate ? null : (
              <li>
                <Link to="/membership">{t('membership.title')}</Link>
              </li>
            )}
            <li>
              <button
                type="button"
                onClick={() =>
                  logout.mutate(undefined, {
                    onSettled: () => {
                      onClose();
                      void navigate('/');
                    },
                  })
                }
              >
                {t('header.logout')}
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <Link to="/auth/login">{t('header.login')}</Link>
            </li>
            <li>
              <Link to="/auth/register">{t('header.signUp')}</Link>
            </li>
          </>
        )}
        <li>
          <Link to="/contact-us?topic=business">{t('header.forBusiness')}</Link>
        </li>
        <li>
          <LanguageSwitch />
        </li>
      </ul>
    </nav>
  );
}
