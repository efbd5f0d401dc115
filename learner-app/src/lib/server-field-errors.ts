import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { i18n } from '../i18n/i18n';

/**
 * Puts the server's field errors on the form's fields (translated by code or rule). Answers false
 * when the error named no field of the form, so the caller shows it as a whole-form message.
 */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const fieldError of error.fields) {
    const field = fields.find((f) => f === fieldError.field);
    if (!field) continue;
    const message = fieldError.rule ? i18n.t(`rule.${fieldError.rule}`, { n: fieldError.n }) : i18n.t(`error.${fieldError.code}`);
    setError(field, { type: 'server', message });
    applied = true;
  }
  return applied;
}
