import { isISO8601, registerDecorator, type ValidationOptions } from 'class-validator';

/** An ISO 8601 date or instant that names a real day and that `Date` reads. */
export const isReadableDate = (value: unknown): boolean => typeof value === 'string' && isISO8601(value, { strict: true }) && !Number.isNaN(Date.parse(value));

/**
 * class-validator's `@IsDateString()`, narrowed to what the server can use: ISO 8601 also allows week dates
 * (`2026-W05`), ordinal dates (`2026-123`) and the basic form (`20260101`), which `Date` reads as Invalid Date,
 * and days that do not exist (`2026-02-30`). Reported under the same name, so it is IS_DATE_STRING on the field
 * and `format: date-time` in the OpenAPI document.
 */
export function IsDateString(options?: ValidationOptions) {
  return (target: object, propertyName: string): void => {
    registerDecorator({ name: 'isDateString', target: target.constructor, propertyName, options, validator: { validate: isReadableDate } });
  };
}
