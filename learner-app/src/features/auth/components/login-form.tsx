import type { LoginRequestBody } from '@khru/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/query-client';
import { EMAIL_PATTERN } from '../../../lib/email-pattern';
import { useLogin } from '../api/login';

/** Email and password (spec section 5: "Please enter your Email", "Please enter your Password"). */
export function LoginForm() {
  const { t } = useTranslation();
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm<LoginRequestBody>({ defaultValues: { email: '', password: '' } });
  const submit = handleSubmit((body) => login.mutate(body));
  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <FormField id="login-email" label={t('auth.email')} error={formState.errors.email?.message}>
        <input
          id="login-email"
          type="email"
          autoComplete="email"
          {...register('email', { required: t('auth.enterEmail'), pattern: { value: EMAIL_PATTERN, message: t('error.IS_EMAIL') } })}
        />
      </FormField>
      <FormField id="login-password" label={t('auth.password')} error={formState.errors.password?.message}>
        <input id="login-password" type="password" autoComplete="current-password" {...register('password', { required: t('auth.enterPassword') })} />
      </FormField>
      {login.error ? (
        <p className="form-error" role="alert">
          {errorMessage(login.error)}
        </p>
      ) : null}
      <div className="form-row">
        <Link to="/auth/reset-password">{t('auth.forgotPassword')}</Link>
      </div>
      <button type="submit" className="button primary" disabled={login.isPending}>
        {t('auth.login')}
      </button>
    </form>
  );
}
