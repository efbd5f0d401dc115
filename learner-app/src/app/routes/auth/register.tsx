import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RegisterForm } from '../../../features/auth/components/register-form';

export function RegisterRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <h1>{t('auth.registerTitle')}</h1>
      <RegisterForm onRegistered={() => navigate('/profile', { replace: true })} />
      <p className="form-footer">
        {t('auth.haveAccount')} <Link to="/auth/login">{t('auth.login')}</Link>
      </p>
    </>
  );
}
