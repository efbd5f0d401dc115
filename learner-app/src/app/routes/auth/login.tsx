import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../../features/auth/components/login-form';
import { safeRedirect } from '../../route-access';

export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <>
      <h1>{t('auth.loginTitle')}</h1>
      <LoginForm onLoggedIn={() => navigate(safeRedirect(params.get('redirectTo')), { replace: true })} />
      <p className="form-footer">
        {t('auth.noAccount')} <Link to="/auth/register">{t('auth.register')}</Link>
      </p>
    </>
  );
}
