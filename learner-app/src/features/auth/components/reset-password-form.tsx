import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NewPasswordFields } from '../../../components/new-password-fields';
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
        <Link to="/auth/login" className="button primary">
          {t('auth.login')}
        </Link>
      </div>
    );
  }
  // The server names the link in a field error: a top-level IS_EXPIRED_TOKEN (401) means a session is over.
  const expired = confirm.error instanceof ApiError && confirm.error.fields.some((f) => f.field === 'token' && f.code === 'IS_EXPIRED_TOKEN');
  const submit = handleSubmit((values) => confirm.mutate({ token, ...values }));
  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <NewPasswordFields
        idPrefix="reset"
        names={{ password: 'newPassword', confirmation: 'newPasswordConfirmed' }}
        label={t('auth.newPassword')}
        register={register}
        getValues={getValues}
        errors={formState.errors}
      />
      {confirm.error ? (
        <p className="form-error" role="alert">
          {expired ? t('auth.resetLinkInvalid') : errorMessage(confirm.error)}{' '}
          {expired ? <Link to="/auth/reset-password">{t('auth.requestNewLink')}</Link> : null}
        </p>
      ) : null}
      <button type="submit" className="button primary" disabled={confirm.isPending}>
        {t('auth.setNewPassword')}
      </button>
    </form>
  );
}
