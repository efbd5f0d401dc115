import { QA_TEXT_MAX_LENGTH } from '@khru/contracts';
import { useId, useState, type FormEvent } from 'react';

/** A box to write a question or a reply; the text is cleared once the server has taken it. */
export function QaTextForm({
  label,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: (text: string, clear: () => void) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text.trim(), () => setText(''));
  };
  return (
    <form className="qa-form" onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} value={text} maxLength={QA_TEXT_MAX_LENGTH} rows={3} onChange={(event) => setText(event.target.value)} />
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button primary small" disabled={pending || text.trim().length === 0}>
        {submitLabel}
      </button>
    </form>
  );
}
