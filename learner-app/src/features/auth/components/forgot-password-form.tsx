import type { ForgotPasswordRequestBody } from '@khru/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { useForgotPassword } from '../api/forgot-password';
import { EMAIL_PATTERN } from '../../../lib/email-pattern';

/** Asks for a reset link; the answer never says whether the address has an account. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const { register, handleSubmit, formState, getValues } = useForm<ForgotPasswordRequestBody>({ defaultValues: { email: '' } });
  if (forgot.isSuccess) {
    return (
      <p className="form-success" role="status">
        {t('auth.resetLinkSent', { email: getValues('email') })}
      </p>
    );
  }
  const submit = handleSubmit((body) => forgot.mutate(body));
  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <p>{t('auth.forgotIntro')}</p>
      <FormField id="forgot-email" label={t('auth.email')} error={formState.errors.email?.message}>
        <input
          id="forgot-email"
          type="email"
          autoComplete="email"
          {...register('email', { required: t('auth.enterEmail'), pattern: { value: EMAIL_PATTERN, message: t('error.IS_EMAIL') } })}
        />
      </FormField>
      <button type="submit" className="button primary" disabled={forgot.isPending}>
        {t('auth.sendResetLink')}
      </button>
    </form>
  );
}
