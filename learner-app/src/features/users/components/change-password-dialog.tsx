import type { ChangePasswordRequestBody } from '@khru/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Dialog } from '../../../components/dialog';
import { FormField } from '../../../components/form-field';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { errorMessage } from '../../../lib/query-client';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { useChangePassword } from '../api/change-password';

const FIELDS = ['currentPassword', 'newPassword', 'newPasswordConfirmed'] as const;

export function ChangePasswordDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangePassword(userId);
  const { register, handleSubmit, formState, getValues, setError } = useForm<ChangePasswordRequestBody>({
    defaultValues: { currentPassword: '', newPassword: '', newPasswordConfirmed: '' },
  });
  const submit = handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => {
        toast.success(t('account.passwordChanged'));
        onClose();
      },
      onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
    }),
  );
  const errors = formState.errors;
  const unplaced = change.error && !FIELDS.some((f) => errors[f]?.type === 'server');
  return (
    <Dialog title={t('account.changePassword')} onClose={onClose}>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <FormField id="current-password" label={t('account.currentPassword')} error={errors.currentPassword?.message}>
          <input
            id="current-password"
            type="password"
            autoComplete="current-password"
            {...register('currentPassword', { required: t('validation.required') })}
          />
        </FormField>
        <NewPasswordFields
          idPrefix="new"
          names={{ password: 'newPassword', confirmation: 'newPasswordConfirmed' }}
          label={t('auth.newPassword')}
          register={register}
          getValues={getValues}
          errors={errors}
        />
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
