import type { ChangeEmailRequestBody } from '@khru/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Dialog } from '../../../components/dialog';
import { FormField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/query-client';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { useChangeEmail } from '../api/change-email';
import { EMAIL_PATTERN } from '../../../lib/email-pattern';

const FIELDS = ['password', 'newEmail', 'confirmEmail'] as const;

export function ChangeEmailDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangeEmail(userId);
  const { register, handleSubmit, formState, getValues, setError } = useForm<ChangeEmailRequestBody>({
    defaultValues: { password: '', newEmail: '', confirmEmail: '' },
  });
  const submit = handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => {
        toast.success(t('account.emailChanged'));
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'ALREADY_EXIST') {
          setError('newEmail', { type: 'server', message: t('error.ALREADY_EXIST') });
        } else applyServerFieldErrors(error, FIELDS, setError);
      },
    }),
  );
  const errors = formState.errors;
  const unplaced = change.error && !FIELDS.some((f) => errors[f]?.type === 'server');
  return (
    <Dialog title={t('account.changeEmail')} onClose={onClose}>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <p className="form-note">{t('account.changeEmailNote')}</p>
        <FormField id="change-email-new" label={t('account.newEmail')} error={errors.newEmail?.message}>
          <input
            id="change-email-new"
            type="email"
            autoComplete="email"
            {...register('newEmail', { required: t('auth.enterEmail'), pattern: { value: EMAIL_PATTERN, message: t('error.IS_EMAIL') } })}
          />
        </FormField>
        <FormField id="change-email-confirm" label={t('account.confirmEmail')} error={errors.confirmEmail?.message}>
          <input
            id="change-email-confirm"
            type="email"
            {...register('confirmEmail', { required: t('validation.required'), validate: (v) => v === getValues('newEmail') || t('account.emailsDiffer') })}
          />
        </FormField>
        <FormField id="change-email-password" label={t('auth.password')} error={errors.password?.message}>
          <input id="change-email-password" type="password" autoComplete="current-password" {...register('password', { required: t('auth.enterPassword') })} />
        </FormField>
        {unplaced ? (
          <p className="form-error" role="alert">
            {errorMessage(change.error)}
          </p>
        ) : null}
        <button type="submit" className="button primary" disabled={change.isPending}>
          {t('common.save')}
        </button>
      </form>
    </Dialog>
  );
}
