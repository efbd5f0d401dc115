import type { ErrorResponse } from '@khru/contracts';
import { HttpError } from 'react-admin';

const bodyOf = (error: unknown): Partial<ErrorResponse> | null => {
  const body = (error as { body?: unknown } | null)?.body;
  return body && typeof body === 'object' ? (body as Partial<ErrorResponse>) : null;
};

/** The server's message (already in the admin's language), followed by what it said about each field. */
export function serverMessage(error: unknown): string {
  const body = bodyOf(error);
  const message = body?.message ?? (error instanceof Error ? error.message : '');
  const fields = Array.isArray(body?.errors) ? body.errors.map((field) => field.message) : [];
  // A field error may repeat the catalogue message (ALREADY_EXIST on `email`): say it once.
  return [...new Set([message, ...fields])].filter(Boolean).join(' · ');
}

/**
 * react-admin puts `body.errors` on the form's fields when it is an object keyed by field path; the API lists
 * them as an array. Reshaped here so each message sits under its field and the notification says it all.
 */
export function asFormError(error: unknown): unknown {
  const body = bodyOf(error);
  if (!(error instanceof HttpError) || !Array.isArray(body?.errors) || body.errors.length === 0) return error;
  const fields = Object.fromEntries(body.errors.map((field) => [field.field, field.message]));
  return new HttpError(error.message, error.status, { ...body, errors: { ...fields, root: { serverError: serverMessage(error) } } });
}

/** A call whose refusal a form shows field by field. */
export async function withFieldErrors<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw asFormError(error);
  }
}

/** The field errors of a refusal reshaped by `asFormError`, for a form's submit handler to return. */
export function formErrorsOf(error: unknown): Record<string, unknown> | undefined {
  const errors = (bodyOf(error) as { errors?: unknown } | null)?.errors;
  return errors && typeof errors === 'object' && !Array.isArray(errors) ? (errors as Record<string, unknown>) : undefined;
}

/** A refusal (4xx) answers the same when asked again: reads retry only failures of the network or the server. */
export const retryUnlessRefused = (failures: number, error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  return failures < 2 && !(typeof status === 'number' && status >= 400 && status < 500);
};
