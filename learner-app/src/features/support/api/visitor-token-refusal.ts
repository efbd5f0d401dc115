import { SUPPORT_VISITOR_HEADER } from '@khru/contracts';
import { ApiError } from '../../../lib/api-client';

/**
 * Whether the server refused the visitor token a request carried (ADR 29): a 401 (not a token, or expired), or an
 * answer naming the token as expired (a 403 once its visitor joined an account). Such a token never works again.
 */
export const refusesVisitorToken = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.status === 401 || error.fields.some((field) => field.field === SUPPORT_VISITOR_HEADER && field.code === 'IS_EXPIRED_TOKEN'));
