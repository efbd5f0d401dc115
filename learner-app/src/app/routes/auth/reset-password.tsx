import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { useLangParam } from '../../../stores/use-lang-param';

/** Without a token: ask for a reset link. With the link's token: choose the new password. */
export function ResetPasswordRoute() {
  useLangParam();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <>
      <h1>{token ? t('auth.resetTitle') : t('auth.forgotTitle')}</h1>
      {token ? <ResetPasswordForm token={token} /> : <ForgotPasswordForm />}
      <p className="form-footer">
        <Link to="/auth/login">{t('auth.backToLogin')}</Link>
      </p>
    </>
  );
}
