import { asFormError, serverMessage } from './server-errors';

/**
 * What a dialog form's `onSubmit` returns when the server refused: each field's message under its input and the
 * whole message in the notification (react-admin's Form sets them on the form).
 */
export function submissionErrors(error: unknown): Record<string, unknown> {
  const errors = (asFormError(error) as { body?: { errors?: unknown } }).body?.errors;
  return errors && typeof errors === 'object' && !Array.isArray(errors) ? (errors as Record<string, unknown>) : { root: { serverError: serverMessage(error) } };
}
