import type { ErrorCode } from '@khru/contracts';

/**
 * The HTTP status of every catalogue code: deciders and handlers raise codes only, and this one
 * table at the edge answers for them, so a code means the same status wherever it is raised. A
 * Record, so a new code without a status does not compile.
 */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  INVALID_PHONE_PASSWORD: 400,
  IS_MOBILE_PHONE: 400,
  IS_EMAIL: 400,
  NOT_EXIST_FOREIGN_KEY: 400,
  IS_NOT_EFFECTED: 400,
  IS_NOT_EMPTY: 400,
  IS_EMPTY: 400,
  IS_STRING: 400,
  IS_NUMBER: 400,
  IS_INT: 400,
  IS_BOOLEAN: 400,
  IS_ARRAY: 400,
  IS_DATE_STRING: 400,
  IS_ENUM: 400,
  IS_IN: 400,
  IS_NOT_IN: 400,
  IS_LATITUDE: 400,
  IS_LONGITUDE: 400,
  IS_LAT_LONG: 400,
  FILE_UPLOAD_FAILED: 400,
  FILE_DELETE_FAILED: 400,
  UNAUTHORIZED: 401,
  IS_EXPIRED_TOKEN: 401,
  INCORRECT_EMAIL_PASSWORD: 401,
  INCORRECT_PHONE_PASSWORD: 401,
  FORBIDDEN: 403,
  NOT_UPDATE_YOURSELF: 403,
  NOT_DELETE_YOURSELF: 403,
  NOT_CHANGE_ANOTHER_AUTHORS_ITEM: 403,
  IS_NOT_ACTIVE: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  ALREADY_EXIST: 409,
  CONFLICT: 409,
  VIOLATE_FOREIGN_KEY_CONSTRAINT: 409,
  INTERNAL_SERVER_ERROR: 500,
};
