import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { getMetadataStorage, IS_OPTIONAL, IsString, ValidateIf, validateSync } from 'class-validator';
import * as requests from './index.js';
import { IsOptional } from './is-optional.js';

class Rename {
  @IsOptional() @IsString() firstName?: unknown;
}

class Assign {
  @ValidateIf((_, value) => value !== null) @IsString() adminId!: unknown;
}

const failed = (target: object) => validateSync(target).map((error) => error.property);

describe('an optional field of a request', () => {
  it('may be left out', () => {
    expect(failed(Object.assign(new Rename(), {}))).toEqual([]);
  });

  it('is refused as null by its own rules', () => {
    expect(failed(Object.assign(new Rename(), { firstName: null }))).toEqual(['firstName']);
  });

  it('is cleared with null only where the class says so', () => {
    expect(failed(Object.assign(new Assign(), { adminId: null }))).toEqual([]);
  });

  it('is never marked with class-validator’s own decorator, which lets null through', () => {
    const classes = Object.entries(requests).filter((entry): entry is [string, new () => object] => typeof entry[1] === 'function');
    expect(classes.length).toBeGreaterThan(50);
    const lettingNullThrough = classes.filter(([, type]) =>
      getMetadataStorage()
        .getTargetValidationMetadatas(type, '', true, false)
        .some((metadata) => metadata.name === IS_OPTIONAL),
    );
    expect(lettingNullThrough.map(([name]) => name)).toEqual([]);
  });
});
