import { HttpException } from '@nestjs/common';
import {
  ERROR_MESSAGES,
  TRANSPORT_MESSAGES,
  fieldRuleMessage,
  isErrorCode,
  statusText,
  type ErrorCode,
  type ErrorResponse,
  type Locale,
} from '@khru/contracts';
import { ConcurrencyError, EventStoreUnavailableError } from '@khru/platform';
import { DomainError } from './domain-error.js';
import { STATUS_BY_CODE } from './error-status.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'BAD_REQUEST',
  415: 'BAD_REQUEST',
  429: 'REQUEST_TIMEOUT',
};

/** Express and body-parser raise errors with a status of their own (bad JSON, body too large). */
const statusOf = (error: unknown): number | null => {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : null;
};

/**
 * Every failure as `{ statusCode, code, message }` in the caller's language. Unknown errors become
 * a bare 500: no stack, SQL or driver text ever reaches a client.
 */
export function errorResponse(error: unknown, locale: Locale): { response: ErrorResponse; unexpected: boolean } {
  const messages = ERROR_MESSAGES[locale];
  if (error instanceof DomainError) {
    const response: ErrorResponse = { statusCode: STATUS_BY_CODE[error.code], code: error.code, message: messages[error.code] };
    if (error.fields.length > 0) {
      response.errors = error.fields.map((f) => ({ ...f, message: f.rule ? fieldRuleMessage(f.rule, locale, f.n) : messages[f.code] }));
    }
    return { response, unexpected: false };
  }
  if (error instanceof ConcurrencyError) {
    return { response: { statusCode: STATUS_BY_CODE.CONFLICT, code: 'CONFLICT', message: messages.CONFLICT }, unexpected: false };
  }
  if (error instanceof EventStoreUnavailableError) {
    return { response: { statusCode: 503, code: 'INTERNAL_SERVER_ERROR', message: statusText(503, locale) }, unexpected: true };
  }
  const status = error instanceof HttpException ? error.getStatus() : statusOf(error);
  if (status === null || status >= 500) {
    const code: ErrorCode = 'INTERNAL_SERVER_ERROR';
    const statusCode = status ?? 500;
    return { response: { statusCode, code, message: statusCode === 503 ? statusText(503, locale) : messages[code] }, unexpected: statusCode === 500 };
  }
  const own = error instanceof HttpException ? (error.getResponse() as { code?: unknown }) : null;
  const code = isErrorCode(own?.code) ? own.code : (CODE_BY_STATUS[status] ?? 'BAD_REQUEST');
  const transport = TRANSPORT_MESSAGES[locale];
  const message = status === 429 ? transport.rateLimited : status === 413 ? transport.payloadTooLarge : messages[code];
  return { response: { statusCode: status, code, message }, unexpected: false };
}
