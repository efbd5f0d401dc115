import type { SignupRequestBody } from '@khru/contracts';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField } from '../../../components/form-field';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/query-client';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { useSignup } from '../api/signup';
import { EMAIL_PATTERN } from '../../../lib/email-pattern';

const FIELDS = ['email', 'password', 'confirmPassword', 'firstName', 'lastName', 'agreeToTerms'] as const;

const accountExists = (error: unknown) => error instanceof ApiError && error.code === 'ALREADY_EXIST';

/** `initialEmail` comes from the find-courses sign-up banner. */
export function RegisterForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const signup = useSignup();
  const { register, handleSubmit, formState, setError, getValues } = useForm<SignupRequestBody>({
    defaultValues: { email: initialEmail, password: '', confirmPassword: '', firstName: '', lastName: '', agreeToTerms: false },
  });
  // A taken address is answered once, above the button, with the ways back into that account.
  const submit = handleSubmit((body) => signup.mutate(body, { onError: (error) => accountExists(error) || applyServerFieldErrors(error, FIELDS, setError) }));
  const errors = formState.errors;
  const exists = accountExists(signup.error);
  const unplaced = signup.error && !exists && !FIELDS.some((f) => errors[f]?.type === 'server');
  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="form-columns">
        <FormField id="register-first-name" label={t('auth.firstName')} error={errors.firstName?.message}>
          <input
            id="register-first-name"
            autoComplete="given-name"
            {...register('firstName', { required: t('auth.enterFirstName'), maxLength: { value: 80, message: t('rule.maxLength', { n: 80 }) } })}
          />
        </FormField>
        <FormField id="register-last-name" label={t('auth.lastName')} error={errors.lastName?.message}>
          <input
            id="register-last-name"
            autoComplete="family-name"
            {...register('lastName', { required: t('auth.enterLastName'), maxLength: { value: 80, message: t('rule.maxLength', { n: 80 }) } })}
          />
        </FormField>
      </div>
      <FormField id="register-email" label={t('auth.email')} error={errors.email?.message}>
        <input
          id="register-email"
          type="email"
          autoComplete="email"
          {...register('email', { required: t('auth.enterEmail'), pattern: { value: EMAIL_PATTERN, message: t('error.IS_EMAIL') } })}
        />
      </FormField>
      <NewPasswordFields
        idPrefix="register"
        names={{ password: 'password', confirmation: 'confirmPassword' }}
        label={t('auth.password')}
        register={register}
        getValues={getValues}
        errors={errors}
      />
      <div className={`field checkbox${errors.agreeToTerms ? ' field-invalid' : ''}`}>
        <label>
          <input type="checkbox" id="register-agree" {...register('agreeToTerms', { validate: (v) => v === true || t('rule.mustAccept') })} />
          <span>
            <Trans
              i18nKey="auth.agreeToTerms"
              components={{ terms: <Link to="/terms-of-use" target="_blank" />, privacy: <Link to="/privacy-policy" target="_blank" /> }}
            />
          </span>
        </label>
        {errors.agreeToTerms ? (
          <small className="field-error" role="alert">
            {errors.agreeToTerms.message}
          </small>
        ) : null}
      </div>
      {exists ? (
        <p className="form-error" role="alert">
          <Trans i18nKey="auth.accountExists" components={{ login: <Link to="/auth/login" />, reset: <Link to="/auth/reset-password" /> }} />
        </p>
      ) : null}
      {unplaced ? (
        <p className="form-error" role="alert">
          {errorMessage(signup.error)}
        </p>
      ) : null}
      {signup.isPending ? (
        <p className="form-note" role="status">
          {t('auth.creatingAccount')}
        </p>
      ) : null}
      <button type="submit" className="button primary" disabled={signup.isPending}>
        {t('auth.register')}
      </button>
    </form>
  );
}
