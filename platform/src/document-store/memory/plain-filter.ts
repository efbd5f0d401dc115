import type { Filter } from '../document-store.port.js';
import { isPlainObject } from './plain-data.js';

type Plain = Record<string, unknown>;
type Scalar = string | number | boolean;
/** Whether a document matches; OTHER when this one needs mingo (a path meeting an array, a value of another type). */
type Test = (doc: Plain) => boolean | undefined;

/** Not decided here: the caller tests the document with mingo instead. */
const OTHER = undefined;
/** A path that meets an array (MongoDB then matches element by element): mingo's. */
const ARRAY = Symbol('array');

const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && !Number.isNaN(value));

/** The value at a path (undefined when a part is missing or is no object), or ARRAY. */
function valueAt(doc: Plain, parts: string[]): unknown {
  let node: unknown = doc;
  for (const part of parts) {
    if (Array.isArray(node)) return ARRAY;
    if (!isPlainObject(node)) return undefined;
    node = Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return Array.isArray(node) ? ARRAY : node;
}

const ORDERED: Record<string, (a: Scalar, b: Scalar) => boolean> = {
  $lt: (a, b) => a < b,
  $lte: (a, b) => a <= b,
  $gt: (a, b) => a > b,
  $gte: (a, b) => a >= b,
};

/** One operator of a field's condition, as a test of the field's value (undefined: missing); OTHER outside the plain case. */
function operatorTest(operator: string, operand: unknown): ((value: unknown) => boolean | undefined) | undefined {
  if (operator === '$exists') return typeof operand === 'boolean' ? (value) => (value !== undefined) === operand : OTHER;
  if (operator === '$eq' || operator === '$ne') {
    if (!isScalar(operand)) return OTHER;
    const equal = operator === '$eq';
    return (value) => (value !== undefined && value !== null && !isScalar(value) && !isPlainObject(value) ? OTHER : (value === operand) === equal);
  }
  if (operator === '$in') {
    if (!Array.isArray(operand) || !operand.every(isScalar)) return OTHER;
    const values = new Set<unknown>(operand);
    return (value) => (value !== undefined && !isScalar(value) ? OTHER : values.has(value));
  }
  const ordered = ORDERED[operator];
  if (!ordered || !(typeof operand === 'string' || typeof operand === 'number') || !isScalar(operand)) return OTHER;
  // Values of another type compare by MongoDB's order of types: mingo's.
  return (value) => (value === undefined ? false : typeof value === typeof operand ? ordered(value as Scalar, operand) : OTHER);
}

function fieldTest(path: string, condition: unknown): Test | undefined {
  const parts = path.split('.');
  if (parts.some((part) => part === '' || part.startsWith('$'))) return OTHER;
  const conditions = isScalar(condition) ? [['$eq', condition] as const] : isPlainObject(condition) ? Object.entries(condition) : [];
  if (conditions.length === 0 || !conditions.every(([operator]) => operator.startsWith('$'))) return OTHER;
  const tests = conditions.map(([operator, operand]) => operatorTest(operator, operand));
  if (tests.includes(OTHER)) return OTHER;
  return (doc) => {
    const value = valueAt(doc, parts);
    return value === ARRAY ? OTHER : all(tests as ((value: unknown) => boolean | undefined)[], value);
  };
}

/**
 * Whether every test holds; OTHER when any answers OTHER, so each is asked even after one fails (mingo may
 * refuse what a later one could not decide). A loop, not arrays: it runs once per document.
 */
function all<A>(tests: readonly ((arg: A) => boolean | undefined)[], arg: A): boolean | undefined {
  let result = true;
  for (const test of tests) {
    const answer = test(arg);
    if (answer === OTHER) return OTHER;
    if (!answer) result = false;
  }
  return result;
}

/** Whether some test holds; OTHER when any answers OTHER. */
function some<A>(tests: readonly ((arg: A) => boolean | undefined)[], arg: A): boolean | undefined {
  let result = false;
  for (const test of tests) {
    const answer = test(arg);
    if (answer === OTHER) return OTHER;
    if (answer) result = true;
  }
  return result;
}

/**
 * A test of documents against `filter`, decided without mingo for the filters projections and queries write
 * most: fields equal to a string, number or boolean, `$exists`, `$eq`, `$ne`, `$in` of such values, `$lt`,
 * `$lte`, `$gt` and `$gte` on a value of the operand's type, and `$and` and `$or` of those. Mingo compiles a
 * query (and copies its operator tables) on every call, which costs far more than testing a few documents.
 * OTHER for any other filter; the test answers OTHER for a document it cannot decide (a path meeting an array,
 * null, a value of another type): the caller then asks mingo.
 */
export function plainFilter(filter: Filter): Test | undefined {
  const tests: Test[] = [];
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(condition) || condition.length === 0 || !condition.every(isPlainObject)) return OTHER;
      const parts = condition.map((part) => plainFilter(part as Filter));
      if (parts.includes(OTHER)) return OTHER;
      const combine = key === '$and' ? all : some;
      tests.push((doc) => combine(parts as Test[], doc));
    } else {
      if (key.startsWith('$')) return OTHER;
      const test = fieldTest(key, condition);
      if (!test) return OTHER;
      tests.push(test);
    }
  }
  return (doc) => all(tests, doc);
}
