import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { serverMessage, withFieldErrors } from './server-errors';

describe('server errors', () => {
  const refusal = new HttpError('The request is invalid', 400, {
    statusCode: 400,
    code: 'BAD_REQUEST',
    message: 'The request is invalid',
    errors: [{ field: 'taxId', code: 'BAD_REQUEST', message: 'Tax ID must be 13 digits' }],
  });

  it('says the server’s message with what it said about each field', () => {
    expect(serverMessage(refusal)).toBe('The request is invalid · Tax ID must be 13 digits');
    expect(serverMessage(new HttpError('Forbidden', 403, { message: 'คุณไม่มีสิทธิ์' }))).toBe('คุณไม่มีสิทธิ์');
  });

  it('hands a form the field errors keyed by field, with the whole message for its notification', async () => {
    const error = await withFieldErrors(Promise.reject(refusal)).catch((e: unknown) => e as HttpError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual({ taxId: 'Tax ID must be 13 digits', root: { serverError: 'The request is invalid · Tax ID must be 13 digits' } });
  });

  it('leaves a refusal naming no field as it is', async () => {
    const forbidden = new HttpError('Forbidden', 403, { message: 'Forbidden' });
    await expect(withFieldErrors(Promise.reject(forbidden))).rejects.toBe(forbidden);
  });
});
