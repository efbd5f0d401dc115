import { getMetadataStorage, type ValidationError } from 'class-validator';
import { characterSetOf } from '../errors/character-sets.js';
import type { FieldRule } from '../errors/field-rules.js';

/** A failed class-validator constraint told as one of the catalogue's field rules. */
export interface ConstraintRule {
  rule: FieldRule;
  n?: number;
}

/** Constraints that stand for one rule whatever their arguments. */
const RULE_OF: Record<string, FieldRule> = {
  equalsField: 'equalsField',
  equals: 'mustAccept',
  isAlpha: 'alpha',
  isAlphanumeric: 'alphaNum',
  isNumberString: 'digits',
  isUrl: 'url',
  isHexadecimal: 'hex',
  isObject: 'object',
};

const LENGTH_PARAM = /(\d+)/;

// The error carries only the constraint's English message; its arguments (lengths, pattern) are in
// the metadata the decorator registered on the validated class.
function argumentsOf(error: ValidationError, name: string): readonly unknown[] | undefined {
  if (!error.target) return undefined;
  return getMetadataStorage()
    .getTargetValidationMetadatas(error.target.constructor, '', true, false)
    .find((metadata) => metadata.propertyName === error.property && metadata.name === name)?.constraints;
}

function lengthRule(error: ValidationError, [min, max]: readonly unknown[]): ConstraintRule | undefined {
  if (typeof min === 'number' && min === max) return { rule: 'length', n: min };
  const length = typeof error.value === 'string' ? error.value.length : 0;
  if (typeof min === 'number' && length < min) return { rule: 'minLength', n: min };
  return typeof max === 'number' ? { rule: 'maxLength', n: max } : undefined;
}

/** The rule a failed constraint reports, or undefined when its catalogue code says enough. */
export function constraintRule(error: ValidationError, name: string): ConstraintRule | undefined {
  const fixed = RULE_OF[name];
  if (fixed) return { rule: fixed };
  if (name === 'minLength' || name === 'maxLength') return { rule: name, n: Number(LENGTH_PARAM.exec(error.constraints?.[name] ?? '')?.[1]) };
  const args = argumentsOf(error, name);
  if (!args) return undefined;
  if (name === 'isLength') return lengthRule(error, args);
  if (name === 'matches' && args[0] instanceof RegExp) {
    const set = characterSetOf(args[0]);
    return set ? { rule: set } : undefined;
  }
  return undefined;
}
