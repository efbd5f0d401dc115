import { PASSWORD_MIN_LENGTH } from '@khru/contracts';
import type { FieldErrors, FieldValues, Path, UseFormGetValues, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field';

/**
 * A new password and its confirmation, with the one minimum every form shows the same way in both
 * languages (sign-up, reset, change password).
 */
export function NewPasswordFields<T extends FieldValues>({
  idPrefix,
  names,
  label,
  register,
  getValues,
  errors,
}: {
  idPrefix: string;
  names: { password: Path<T>; confirmation: Path<T> };
  label: string;
  register: UseFormRegister<T>;
  getValues: UseFormGetValues<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useTranslation();
  const message = (name: Path<T>) => errors[name]?.message as string | undefined;
  return (
    <>
      <FormField id={`${idPrefix}-password`} label={label} error={message(names.password)} hint={t('auth.passwordHint', { n: PASSWORD_MIN_LENGTH })}>
        <input
          id={`${idPrefix}-password`}
          type="password"
          autoComplete="new-password"
          {...register(names.password, {
            required: t('auth.enterPassword'),
            minLength: { value: PASSWORD_MIN_LENGTH, message: t('rule.minLength', { n: PASSWORD_MIN_LENGTH }) },
          })}
        />
      </FormField>
      <FormField id={`${idPrefix}-confirm-password`} label={t('auth.confirmPassword')} error={message(names.confirmation)}>
        <input
          id={`${idPrefix}-confirm-password`}
          type="password"
          autoComplete="new-password"
          {...register(names.confirmation, {
            // Spec section 5 asks for each field by name ("Please enter your Password"), never the generic message.
            required: t('auth.confirmYourPassword'),
            validate: (value) => value === getValues(names.password) || t('auth.passwordsDiffer'),
          })}
        />
      </FormField>
    </>
  );
}
