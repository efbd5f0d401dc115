/** The server error codes of the product's error catalogue (spec section 8). */
export const ERROR_CODES = [
  'INVALID_PHONE_PASSWORD',
  'NOT_UPDATE_YOURSELF',
  'NOT_DELETE_YOURSELF',
  'UNAUTHORIZED',
  'INCORRECT_PHONE_PASSWORD',
  'INCORRECT_EMAIL_PASSWORD',
  'IS_EXPIRED_TOKEN',
  'ALREADY_EXIST',
  'IS_MOBILE_PHONE',
  'IS_EMAIL',
  'REQUEST_TIMEOUT',
  'NOT_CHANGE_ANOTHER_AUTHORS_ITEM',
  'IS_NOT_ACTIVE',
  'CONFLICT',
  'VIOLATE_FOREIGN_KEY_CONSTRAINT',
  'NOT_EXIST_FOREIGN_KEY',
  'BAD_REQUEST',
  'IS_NOT_EFFECTED',
  'IS_NOT_EMPTY',
  'IS_EMPTY',
  'IS_STRING',
  'IS_NUMBER',
  'IS_INT',
  'IS_BOOLEAN',
  'IS_ARRAY',
  'IS_DATE_STRING',
  'IS_ENUM',
  'IS_IN',
  'IS_NOT_IN',
  'IS_LATITUDE',
  'IS_LONGITUDE',
  'IS_LAT_LONG',
  'INTERNAL_SERVER_ERROR',
  'METHOD_NOT_ALLOWED',
  'NOT_FOUND',
  'FORBIDDEN',
  'FILE_UPLOAD_FAILED',
  'FILE_DELETE_FAILED',
  'INSUFFICIENT_LICENSE',
  'INSUFFICIENT_CREDITS',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
