import { PASSWORD_MIN_LENGTH } from '@khru/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/query-client';
import { useForgotPasswordConfirm } from '../api/forgot-password-confirm';

interface Values {
  newPassword: string;
  newPasswordConfirmed: string;
}

/** Chooses the new password from a reset link's token. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const confirm = useForgotPasswordConfirm();
  const { register, handleSubmit, formState, getValues } = useForm<Values>({ defaultValues: { newPassword: '', newPasswordConfirmed: '' } });
  if (confirm.isSuccess) {
    return (
      <div className="form-success" role="status">
        <p>{t('auth.passwordResetDone')}</p>
        <Link to="/auth/login" className="button primary">{t('auth.login')}</Link>
      </div>
    );
  }
  const expired = confirm.error instanceof ApiError && confirm.error.code === 'IS_EXPIRED_TOKEN';
  return (
    <form className="form" onSubmit={handleSubmit((values) => confirm.mutate({ token, ...values }))} noValidate>
      <FormField id="reset-new-password" label={t('auth.newPassword')} error={formState.errors.newPassword?.message} hint={t('auth.passwordHint', { n: PASSWORD_MIN_LENGTH })}>
        <input
          id="reset-new-password"
          type="password"
          autoComplete="new-password"
          {...register('newPassword', { required: t('validation.required'), minLength: { value: PASSWORD_MIN_LENGTH, message: t('rule.minLength', { n: PASSWORD_MIN_LENGTH }) } })}
        />
      </FormField>
      <FormField id="reset-confirm-password" label={t('auth.confirmPassword')} error={formState.errors.newPasswordConfirmed?.message}>
        <input
          id="reset-confirm-password"
          type="password"
          autoComplete="new-password"
          {...register('newPasswordConfirmed', { required: t('validation.required'), validate: (v) => v === getValues('newPassword') || t('auth.passwordsDiffer') })}
        />
      </FormField>
      {confirm.error ? (
        <p className="form-error" role="alert">
          {expired ? t('auth.resetLinkInvalid') : errorMessage(confirm.error)} {expired ? <Link to="/auth/reset-password">{t('auth.requestNewLink')}</Link> : null}
        </p>
      ) : null}
      <button type="submit" className="button primary" disabled={confirm.isPending}>
        {t('auth.setNewPassword')}
      </button>
    </form>
  );
}
