import type { ResponseObject } from '@nestjs/swagger';
import { STATUS_CODES } from 'node:http';
import { STATUS_BY_CODE } from '../errors/error-status.js';

/** The one error body (contracts `ErrorResponse`), generated with the response schemas. */
export const ERROR_RESPONSE_SCHEMA = 'ErrorResponse';

/** What the operation's shape says it may fail with. */
export interface OperationTraits {
  method: string;
  path: string;
  takesInput: boolean;
  requiresLogin: boolean;
}

const errorBody = (description: string): ResponseObject => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_RESPONSE_SCHEMA}` } } },
});

/** "Not Found (NOT_FOUND)": the status and the catalogue codes the edge answers with it. */
const described = (status: number) =>
  `${STATUS_CODES[status]} (${Object.entries(STATUS_BY_CODE)
    .filter(([, s]) => s === status)
    .map(([code]) => code)
    .join(', ')})`;

/**
 * The error responses of one operation, all with the `{ statusCode, code, message, errors? }` body:
 * 400 when it reads input, 401/403 behind a login, 404 on a path with an id, 409 on a change, and a
 * default for the rest (429, 5xx).
 */
export function errorResponses({ method, path, takesInput, requiresLogin }: OperationTraits): Record<string, ResponseObject> {
  const statuses = [takesInput && 400, requiresLogin && 401, requiresLogin && 403, path.includes('{') && 404, method !== 'get' && 409].filter(
    (s): s is number => s !== false,
  );
  return {
    ...Object.fromEntries(statuses.map((status) => [String(status), errorBody(described(status))])),
    default: errorBody('Any other failure, with the same body: 429 Too Many Requests, 5xx'),
  };
}
