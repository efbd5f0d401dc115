// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient types of an untyped class-transformer file, for every program that compiles this one (the backend's and the tests')
/// <reference path="./class-transformer-storage.d.ts" />
import '@khru/contracts/requests';
import type { SchemaObject } from '@nestjs/swagger';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import { getMetadataStorage, IS_DATE_STRING, IS_NOT_EMPTY, MIN_LENGTH } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata.js';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';

/** Whether the same property also has `@MinLength`, whose bound `@IsNotEmpty`'s 1 must not overwrite. */
const hasMinLength = (meta: ValidationMetadata) =>
  getMetadataStorage()
    .getTargetValidationMetadatas(meta.target as new () => object, '', true, false)
    .some((other) => other.propertyName === meta.propertyName && other.name === MIN_LENGTH);

/**
 * JSON schemas of every request class in `@khru/contracts/requests`, read from the class-validator
 * decorators the server validates with, so the document says what validation enforces. Nested
 * classes (`@ValidateNested` + `@Type`, `RequiredObject`) are `$ref`s to their own schemas.
 */
export function requestSchemas(): Record<string, SchemaObject> {
  return validationMetadatasToSchemas({
    refPointerPrefix: '#/components/schemas/',
    classTransformerMetadataStorage: defaultMetadataStorage,
    additionalConverters: {
      [IS_NOT_EMPTY]: (meta) => (hasMinLength(meta) ? {} : { minLength: 1 }),
      // class-validator takes any ISO 8601 date; the library's own pattern would demand fractional seconds.
      [IS_DATE_STRING]: { type: 'string', format: 'date-time' },
      equalsField: (meta) => ({ description: `Must equal \`${String(meta.constraints[0])}\`.` }),
      // The player's watched intervals: `[from, to]` pairs of seconds.
      watchedIntervals: { type: 'array', items: { type: 'array', items: { type: 'number', minimum: 0 }, minItems: 2, maxItems: 2 } },
    },
  }) as Record<string, SchemaObject>;
}
