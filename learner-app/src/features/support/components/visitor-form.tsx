import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { EMAIL_PATTERN } from '../../../lib/email-pattern';
import { errorMessage } from '../../../lib/query-client';
import { useCreateVisitor } from '../api/create-visitor';
import { useSupportVisitorStore } from '../support-visitor-store';

interface VisitorFields {
  supportName: string;
  supportEmail: string;
}

/**
 * Before a visitor's first message: a name and an email, so support can answer by mail when they have left. After the
 * server refused the token kept here (or brought by a mailed link), it says the chat ended and how to go on.
 */
export function VisitorForm({ onNamed }: { onNamed(): void }) {
  const { t } = useTranslation();
  const create = useCreateVisitor();
  const refused = useSupportVisitorStore((s) => s.refused);
  const { register, handleSubmit, formState } = useForm<VisitorFields>({ defaultValues: { supportName: '', supportEmail: '' } });
  const errors = formState.errors;
  // Naming the visitor replaces this form at once, so what follows is chained on the promise, not on mutate's callbacks.
  const submit = handleSubmit(({ supportName, supportEmail }) =>
    create.mutateAsync({ name: supportName.trim(), email: supportEmail.trim() }).then(onNamed, () => undefined),
  );
  return (
    <form className="form support-visitor-form" onSubmit={(event) => void submit(event)} noValidate>
      {refused ? (
        <p className="support-visitor-refused" data-testid="support-visitor-refused" role="status">
          {t('support.visitorRefused')}
        </p>
      ) : null}
      <p>{t('support.visitorIntro')}</p>
      <FormField id="support-name" label={t('support.name')} error={errors.supportName?.message}>
        <input
          id="support-name"
          autoComplete="name"
          {...register('supportName', { required: t('support.enterName'), validate: (v) => Boolean(v.trim()) || t('support.enterName') })}
        />
      </FormField>
      <FormField id="support-email" label={t('support.email')} error={errors.supportEmail?.message}>
        <input
          id="support-email"
          type="email"
          autoComplete="email"
          {...register('supportEmail', { required: t('support.enterEmail'), pattern: { value: EMAIL_PATTERN, message: t('support.invalidEmail') } })}
        />
      </FormField>
      {create.error ? (
        <p className="form-error" role="alert">
          {errorMessage(create.error)}
        </p>
      ) : null}
      <button type="submit" className="button primary" data-testid="support-visitor-submit" disabled={create.isPending}>
        {t('support.startChat')}
      </button>
    </form>
  );
}
