import { describe, expect, it } from '@jest/globals';
import { ERROR_CODES, type ErrorCode } from '@khru/contracts';
import { DomainError } from './domain-error.js';
import { errorResponse } from './error-response.factory.js';
import { STATUS_BY_CODE } from './error-status.js';

const statusOf = (error: DomainError, locale: 'en' | 'th' = 'en') => errorResponse(error, locale).response.statusCode;

describe('error statuses at the edge', () => {
  it('gives every catalogue code, and nothing else, an error status in 400..599', () => {
    expect(Object.keys(STATUS_BY_CODE).sort()).toEqual([...ERROR_CODES].sort());
    const outOfRange = ERROR_CODES.filter((code) => !(Number.isInteger(STATUS_BY_CODE[code]) && STATUS_BY_CODE[code] >= 400 && STATUS_BY_CODE[code] <= 599));
    expect(outOfRange).toEqual([]);
  });

  it.each(ERROR_CODES)('answers %s with one status, whatever its fields or the language', (code: ErrorCode) => {
    const statuses = new Set([
      statusOf(new DomainError(code)),
      statusOf(new DomainError(code, [{ field: 'x', code }]), 'th'),
      statusOf(new DomainError(code, [{ field: 'x', code: 'BAD_REQUEST', rule: 'minLength', n: 3 }])),
    ]);
    expect([...statuses]).toEqual([STATUS_BY_CODE[code]]);
  });

  it('answers an expired token 401 wherever it is raised, and a bad reset link 400 without that code on top', () => {
    expect(statusOf(new DomainError('IS_EXPIRED_TOKEN'))).toBe(401);
    const resetLink = errorResponse(new DomainError('BAD_REQUEST', [{ field: 'token', code: 'IS_EXPIRED_TOKEN', rule: 'resetLinkExpired' }]), 'en').response;
    expect(resetLink).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'Bad Request',
      errors: [
        { field: 'token', code: 'IS_EXPIRED_TOKEN', rule: 'resetLinkExpired', message: 'This reset link has expired or was already used. Ask for a new one' },
      ],
    });
  });

  it('keeps the statuses of the static helpers and of the codes clients act on', () => {
    expect([DomainError.badRequest(), DomainError.notFound(), DomainError.alreadyExists(), DomainError.conflict()].map((e) => statusOf(e))).toEqual([
      400, 404, 409, 409,
    ]);
    expect(
      ['UNAUTHORIZED', 'INCORRECT_EMAIL_PASSWORD', 'FORBIDDEN', 'NOT_DELETE_YOURSELF', 'NOT_EXIST_FOREIGN_KEY', 'INVALID_PHONE_PASSWORD'].map(
        (c) => STATUS_BY_CODE[c as ErrorCode],
      ),
    ).toEqual([401, 401, 403, 403, 400, 400]);
  });
});
