import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginForm } from '../../../features/auth/components/login-form';

/** Once logged in, the route's logged-out guard sends the learner to `redirectTo` or home. */

export function LoginRoute() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('auth.loginTitle')}</h1>
      <LoginForm />
      <p className="form-footer">
        {t('auth.noAccount')} <Link to="/auth/register">{t('auth.register')}</Link>
      </p>
    </>
  );
}
