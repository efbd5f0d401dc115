import { isErrorCode, type ErrorCode, type FieldError } from '@khru/contracts';
import { constraintRule } from '@khru/contracts/requests';
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

/** Constraints that add nothing once another has failed: a missing object is not also "not an object". */
const IMPLIED_BY: Record<string, readonly string[]> = { isDefined: ['isObject', 'nestedValidation'], isObject: ['nestedValidation'] };

function failedConstraints(error: ValidationError): string[] {
  const names = Object.keys(error.constraints ?? {});
  return names.filter((name) => !names.some((other) => IMPLIED_BY[other]?.includes(name)));
}

function fieldError(field: string, name: string, error: ValidationError): Omit<FieldError, 'message'> {
  const contextCode = (error.contexts?.[name] as { code?: unknown } | undefined)?.code;
  if (isErrorCode(contextCode)) return { field, code: contextCode };
  // Constraints with a rule of their own are reported as BAD_REQUEST plus the rule, so the message can say what is wrong.
  const found = constraintRule(error, name);
  if (found) return { field, code: 'BAD_REQUEST', rule: found.rule, ...(found.n ? { n: found.n } : {}) };
  return { field, code: CONSTRAINT_CODES[name] ?? 'BAD_REQUEST' };
}

function flatten(errors: ValidationError[], parent = ''): Omit<FieldError, 'message'>[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = failedConstraints(error).map((name) => fieldError(field, name, error));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** ValidationPipe's exceptionFactory: one BAD_REQUEST listing every failed field and rule. */
export function validationFailed(errors: ValidationError[]): DomainError {
  return DomainError.badRequest(flatten(errors));
}
