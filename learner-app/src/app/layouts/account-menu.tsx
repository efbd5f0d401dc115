import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { useUser } from '../../features/users/api/get-user';
import { Avatar } from '../../features/users/components/avatar';
import { useIsCorporate } from '../../lib/use-is-corporate';
import { useSessionStore } from '../../stores/session-store';
import { useMayViewReports } from '../report-access';

/** The avatar menu: profile, tests, certificates, reports (for ADMIN or VIEW_REPORTS), membership (not for corporate accounts) and log out. */
export function AccountMenu() {
  const { t } = useTranslation();
  const userId = useSessionStore((s) => s.userId);
  const corporate = useIsCorporate();
  const mayViewReports = useMayViewReports();
  const user = useUser(userId);
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    const close = (event: MouseEvent) => root.current && !root.current.contains(event.target as Node) && setOpen(false);
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, []);
  const name = user.data ? `${user.data.firstName} ${user.data.lastName}` : '';
  return (
    <div className="account-menu hide-mobile" ref={root}>
      {/* Named by the first name it shows (WCAG 2.5.3), then what it opens; the avatar repeats the name. */}
      <button type="button" className="account-button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">
          <Avatar name={name || '?'} imageUrl={user.data?.profileImageUrl ?? null} />
        </span>
        <span className="account-name">{user.data?.firstName}</span>
        <span className="visually-hidden">{t('header.account')}</span>
      </button>
      {open ? (
        <ul className="menu" role="menu">
          <li role="none">
            <Link role="menuitem" to="/profile">
              {t('header.profile')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/test">
              {t('header.myTests')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/profile?tab=certificates">
              {t('header.myCertificates')}
            </Link>
          </li>
          {mayViewReports ? (
            <li role="none">
              <Link role="menuitem" to="/reports/learning-dashboard">
                {t('header.reports')}
              </Link>
            </li>
          ) : null}
          {corporate ? null : (
            <li role="none">
              <Link role="menuitem" to="/membership">
                {t('membership.title')}
              </Link>
            </li>
          )}
          <li role="none">
            <button type="button" role="menuitem" onClick={() => logout.mutate(undefined, { onSettled: () => void navigate('/') })}>
              {t('header.logout')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
