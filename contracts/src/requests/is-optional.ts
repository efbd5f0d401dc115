import { ValidateIf, type ValidationOptions } from 'class-validator';

/**
 * class-validator's `@IsOptional()`, narrowed to a field left out: the library's also skips every rule for null, so
 * `{"firstName": null}` passed validation and failed the handler. Null is validated like any other value, and refused by
 * the field's own rules; a field that may be cleared says so with `@ValidateIf((_, value) => value !== null)`. A
 * conditional validation like the library's, so the OpenAPI document still lists the field as not required.
 */
export function IsOptional(options?: ValidationOptions): PropertyDecorator {
  return ValidateIf((_object: object, value: unknown) => value !== undefined, options);
}
