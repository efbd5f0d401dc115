import { JOB_TITLE_MAX_LENGTH, type PatchOperation, type UserResponse } from '@khru/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/query-client';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { usePatchUser } from '../api/patch-user';
import '../users.css';

interface Details {
  birthday: string;
  position: string;
}
const FIELDS = ['birthday', 'position'] as const;

/** The server names patched fields by their JSON Pointer (`/birthday`); the form by their name. */
const byFieldName = (error: unknown) =>
  error instanceof ApiError
    ? new ApiError(
        error.status,
        error.code,
        error.message,
        error.fields.map((f) => ({ ...f, field: f.field.replace(/^\//, '') })),
      )
    : error;

/**
 * Birth date and job title, the two details the public profile may show (as an age and a title,
 * each behind its switch); empty clears them. The server checks the date gives a plausible age.
 */
export function PersonalDetailsForm({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  const patch = usePatchUser(user.id, { toastErrors: false });
  const { register, handleSubmit, formState, setError } = useForm<Details>({
    values: { birthday: user.birthday ?? '', position: user.position ?? '' },
  });
  const submit = handleSubmit((details) => {
    const operations: PatchOperation[] = FIELDS.map((key) => ({ op: 'replace', path: `/${key}`, value: details[key].trim() || null }));
    patch.mutate(operations, {
      onSuccess: () => toast.success(t('personalDetails.saved')),
      onError: (error) => applyServerFieldErrors(byFieldName(error), FIELDS, setError),
    });
  });
  const errors = formState.errors;
  const unplaced = patch.error && !FIELDS.some((f) => errors[f]?.type === 'server');
  return (
    <form className="form personal-details" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="personal-details-title">
      <h3 id="personal-details-title">{t('personalDetails.title')}</h3>
      <FormField id="profile-birthday" label={t('personalDetails.birthday')} hint={t('personalDetails.birthdayHint')} error={errors.birthday?.message}>
        <input
          id="profile-birthday"
          type="date"
          max={new Date().toISOString().slice(0, 10)}
          aria-describedby={errors.birthday ? 'profile-birthday-error' : 'profile-birthday-hint'}
          {...register('birthday')}
        />
      </FormField>
      <FormField
        id="profile-job-title"
        label={t('personalDetails.jobTitle')}
        hint={t('personalDetails.jobTitleHint', { n: JOB_TITLE_MAX_LENGTH })}
        error={errors.position?.message}
      >
        <input
          id="profile-job-title"
          type="text"
          autoComplete="organization-title"
          aria-describedby={errors.position ? 'profile-job-title-error' : 'profile-job-title-hint'}
          {...register('position', { maxLength: { value: JOB_TITLE_MAX_LENGTH, message: t('rule.maxLength', { n: JOB_TITLE_MAX_LENGTH }) } })}
        />
      </FormField>
      {unplaced ? (
        <p className="form-error" role="alert">
          {errorMessage(patch.error)}
        </p>
      ) : null}
      <button type="submit" className="button primary" disabled={patch.isPending}>
        {t('common.save')}
      </button>
    </form>
  );
}
