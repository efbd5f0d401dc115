import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RegisterForm } from '../../../features/auth/components/register-form';

/** Once registered (and logged in), the route's logged-out guard sends the learner on. */

export function RegisterRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <>
      <h1>{t('auth.registerTitle')}</h1>
      <RegisterForm initialEmail={params.get('email') ?? ''} />
      <p className="form-footer">
        {t('auth.haveAccount')} <Link to="/auth/login">{t('auth.login')}</Link>
      </p>
    </>
  );
}
