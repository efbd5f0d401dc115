import { SUPPORT_VISITOR_HEADER } from '@khru/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { refusesVisitorToken } from './visitor-token-refusal';

const namingToken = [{ field: SUPPORT_VISITOR_HEADER, code: 'IS_EXPIRED_TOKEN' as const, message: 'Your session has been expired' }];

describe('a refused visitor token', () => {
  it('is one answered 401 (expired, or not a token), or named as expired (its visitor joined an account, or brought to join)', () => {
    expect(refusesVisitorToken(new ApiError(401, 'IS_EXPIRED_TOKEN', 'Your session has been expired'))).toBe(true);
    expect(refusesVisitorToken(new ApiError(401, 'UNAUTHORIZED', 'You are not authorized'))).toBe(true);
    expect(refusesVisitorToken(new ApiError(403, 'FORBIDDEN', 'Forbidden', namingToken))).toBe(true);
    expect(refusesVisitorToken(new ApiError(400, 'BAD_REQUEST', 'Bad request', namingToken))).toBe(true);
  });

  it('is not one refused for another reason: someone else\u2019s conversation, none, too many requests, no answer', () => {
    expect(refusesVisitorToken(new ApiError(403, 'FORBIDDEN', 'Forbidden'))).toBe(false);
    expect(refusesVisitorToken(new ApiError(404, 'NOT_FOUND', 'Not found'))).toBe(false);
    expect(refusesVisitorToken(new ApiError(429, 'rateLimited', 'Too many requests'))).toBe(false);
    expect(refusesVisitorToken(new ApiError(0, 'network', 'Network Error'))).toBe(false);
    expect(refusesVisitorToken(new Error('boom'))).toBe(false);
  });
});
