import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_TOPICS, PHONE_PATTERN, type ContactMessageRequestBody, type ContactTopic } from '@khru/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/query-client';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { EMAIL_PATTERN } from '../../../lib/email-pattern';
import { useSubmitContactMessage } from '../api/submit-contact-message';

const FIELDS = ['name', 'email', 'phoneNumber', 'companyName', 'topic', 'message'] as const;

export function ContactForm({ topic }: { topic: ContactTopic }) {
  const { t } = useTranslation();
  const submit = useSubmitContactMessage();
  const { register, handleSubmit, formState, setError, reset } = useForm<ContactMessageRequestBody>({
    defaultValues: { name: '', email: '', phoneNumber: '', companyName: '', topic, message: '' },
  });
  const required = t('validation.required');
  const errors = formState.errors;
  if (submit.isSuccess) {
    return (
      <div className="form-success" role="status">
        <p>{t('contact.sent')}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            submit.reset();
            reset();
          }}
        >
          {t('contact.sendAnother')}
        </button>
      </div>
    );
  }
  const onSubmit = handleSubmit(({ companyName, ...body }) =>
    submit.mutate({ ...body, ...(companyName?.trim() ? { companyName } : {}) }, { onError: (error) => applyServerFieldErrors(error, FIELDS, setError) }),
  );
  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormField id="contact-name" label={t('contact.name')} error={errors.name?.message}>
        <input id="contact-name" autoComplete="name" {...register('name', { required })} />
      </FormField>
      <FormField id="contact-email" label={t('auth.email')} error={errors.email?.message}>
        <input
          id="contact-email"
          type="email"
          autoComplete="email"
          {...register('email', { required, pattern: { value: EMAIL_PATTERN, message: t('error.IS_EMAIL') } })}
        />
      </FormField>
      <FormField id="contact-phone" label={t('contact.phone')} error={errors.phoneNumber?.message}>
        <input
          id="contact-phone"
          type="tel"
          autoComplete="tel"
          {...register('phoneNumber', { required, pattern: { value: PHONE_PATTERN, message: t('error.IS_MOBILE_PHONE') } })}
        />
      </FormField>
      <FormField id="contact-company" label={t('contact.company')} error={errors.companyName?.message}>
        <input id="contact-company" autoComplete="organization" {...register('companyName')} />
      </FormField>
      <FormField id="contact-topic" label={t('contact.topic')} error={errors.topic?.message}>
        <select id="contact-topic" {...register('topic', { required })}>
          {CONTACT_TOPICS.map((value) => (
            <option key={value} value={value}>
              {t(`contact.topics.${value}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="contact-message" label={t('contact.message')} error={errors.message?.message}>
        <textarea
          id="contact-message"
          rows={6}
          {...register('message', {
            required,
            maxLength: { value: CONTACT_MESSAGE_MAX_LENGTH, message: t('rule.maxLength', { n: CONTACT_MESSAGE_MAX_LENGTH }) },
          })}
        />
      </FormField>
      {submit.error && !FIELDS.some((f) => errors[f]?.type === 'server') ? (
        <p className="form-error" role="alert">
          {errorMessage(submit.error)}
        </p>
      ) : null}
      <button type="submit" className="button primary" disabled={submit.isPending}>
        {t('contact.send')}
      </button>
    </form>
  );
}
