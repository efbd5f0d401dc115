import type { ErrorCode, FieldError } from '@khru/contracts';
import type { ValidationError } from 'class-validator';
import { DomainError } from './domain-error.js';

/** class-validator constraint names mapped to the catalogue's codes. */
const CONSTRAINT_CODES: Record<string, ErrorCode> = {
  isNotEmpty: 'IS_NOT_EMPTY',
  isDefined: 'IS_NOT_EMPTY',
  isEmpty: 'IS_EMPTY',
  isString: 'IS_STRING',
  isNumber: 'IS_NUMBER',
  isInt: 'IS_INT',
  isBoolean: 'IS_BOOLEAN',
  isArray: 'IS_ARRAY',
  isDateString: 'IS_DATE_STRING',
  isISO8601: 'IS_DATE_STRING',
  isEnum: 'IS_ENUM',
  isIn: 'IS_IN',
  isNotIn: 'IS_NOT_IN',
  isEmail: 'IS_EMAIL',
  isMobilePhone: 'IS_MOBILE_PHONE',
  isLatitude: 'IS_LATITUDE',
  isLongitude: 'IS_LONGITUDE',
  isLatLong: 'IS_LAT_LONG',
  whitelistValidation: 'BAD_REQUEST',
};

function flatten(errors: ValidationError[], parent = ''): Omit<FieldError, 'message'>[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.keys(error.constraints ?? {}).map((name) => ({ field, code: CONSTRAINT_CODES[name] ?? 'BAD_REQUEST' }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** ValidationPipe's exceptionFactory: one BAD_REQUEST listing every failed field and rule. */
export function validationFailed(errors: ValidationError[]): DomainError {
  return DomainError.badRequest(flatten(errors));
}
