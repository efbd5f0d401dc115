type Plain = Record<string, unknown>;

/** An object literal's kind, from any realm (a class instance, a Date or an array is not). */
export function isPlainObject(value: unknown): value is Plain {
  if (Object.prototype.toString.call(value) !== '[object Object]') return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

/** What JSON holds (no `undefined`, NaN, Date or class instance): `===` and a walk compare it exactly. */
export function isPlainData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  return isPlainObject(value) && Object.values(value).every(isPlainData);
}

/** Equality of plain data; objects compare by their keys, in any order (as mingo's `isEqual`). */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => equal(item, b[i]));
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && equal(a[key], b[key]));
}

/**
 * A deep copy of a document or a value in it, as `structuredClone` makes for plain objects and arrays (each
 * object copied, shared ones included) but several times faster; anything else (a Date, a Map, a function)
 * is copied, or refused, by `structuredClone` itself.
 */
export function copyPlain<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return typeof value === 'function' || typeof value === 'symbol' ? structuredClone(value) : value;
  if (Array.isArray(value)) return value.map(copyPlain) as T;
  if (!isPlainObject(value)) return structuredClone(value);
  const copy: Plain = {};
  for (const key of Object.keys(value)) copy[key] = copyPlain(value[key]);
  return copy as T;
}
