import type { UpdateSpec } from '../document-store.port.js';
import { equal, isPlainData, isPlainObject } from './plain-data.js';

type Plain = Record<string, unknown>;

/** Not handled here: the caller applies the update with mingo instead. */
const OTHER = undefined;

const copy = (value: unknown): unknown => (typeof value === 'object' && value !== null ? structuredClone(value) : value);

/** A field name this path walk takes as it is: not empty, no positional operator, nothing from a prototype. */
const isFieldName = (part: string) => part !== '' && !part.startsWith('$') && part !== '__proto__';

/**
 * The object holding a dotted path's last field, creating the missing objects on the way when `create` is set;
 * null when a part is missing and not created; OTHER when the path meets an array, a non-object or an odd name.
 * Each object on the way that the update does not own yet is copied first (and then owned), so the objects the
 * document shares with the stored one are never changed.
 */
function parentOf(doc: Plain, path: string, create: boolean, owned: Set<Plain>): { parent: Plain; key: string } | null | undefined {
  const parts = path.split('.');
  if (!parts.every(isFieldName)) return OTHER;
  let node = doc;
  for (const part of parts.slice(0, -1)) {
    const next = Object.hasOwn(node, part) ? node[part] : undefined;
    if (next === undefined && !create) return null;
    if (next !== undefined && !isPlainObject(next)) return OTHER;
    if (next === undefined || !owned.has(next)) {
      const own: Plain = next === undefined ? {} : { ...next };
      owned.add(own);
      node[part] = own;
    }
    node = node[part] as Plain;
  }
  return { parent: node, key: parts[parts.length - 1]! };
}

type FieldUpdate = (parent: Plain, key: string, value: unknown) => boolean | undefined;

const comparable = (a: unknown, b: unknown) =>
  (typeof a === 'string' && typeof b === 'string') || (typeof a === 'number' && typeof b === 'number' && !Number.isNaN(a) && !Number.isNaN(b));

/**
 * Sets the field when it is missing, or when `replaces(stored, value)` holds for two values of one type; a stored
 * null sorts before any string or number (MongoDB's order of types), so `$max` replaces it and `$min` keeps it.
 */
const bound =
  (replaces: (stored: string | number | null, value: string | number) => boolean): FieldUpdate =>
  (parent, key, value) => {
    const stored = Object.hasOwn(parent, key) ? parent[key] : undefined;
    if (!comparable(value, value)) return OTHER;
    if (stored !== undefined && stored !== null && !comparable(stored, value)) return OTHER;
    if (stored !== undefined && !replaces(stored as string | number | null, value as string | number)) return false;
    parent[key] = value;
    return true;
  };

const FIELD_UPDATES: Record<string, { update: FieldUpdate; creates: boolean }> = {
  $set: {
    creates: true,
    update(parent, key, value) {
      const stored = Object.hasOwn(parent, key) ? parent[key] : undefined;
      if (!isPlainData(value) || (stored !== undefined && !isPlainData(stored))) return OTHER;
      if (stored !== undefined && equal(stored, value)) return false;
      parent[key] = copy(value);
      return true;
    },
  },
  $unset: {
    creates: false,
    update(parent, key) {
      if (!Object.hasOwn(parent, key)) return false;
      delete parent[key];
      return true;
    },
  },
  $inc: {
    creates: true,
    update(parent, key, value) {
      const stored = Object.hasOwn(parent, key) ? parent[key] : undefined;
      if (typeof value !== 'number' || Number.isNaN(value) || (stored !== undefined && (typeof stored !== 'number' || Number.isNaN(stored)))) return OTHER;
      const next = ((stored as number | undefined) ?? 0) + value;
      parent[key] = next;
      return next !== stored;
    },
  },
  $min: { creates: true, update: bound((stored, value) => stored !== null && value < stored) },
  $max: { creates: true, update: bound((stored, value) => stored === null || value > stored) },
  $push: {
    creates: true,
    update(parent, key, value) {
      const stored = Object.hasOwn(parent, key) ? parent[key] : undefined;
      // `$each`, `$slice`, `$sort` and `$position` are mingo's.
      if (!isPlainData(value) || (isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$')))) return OTHER;
      if (stored !== undefined && !Array.isArray(stored)) return OTHER;
      parent[key] = [...((stored as unknown[] | undefined) ?? []), copy(value)];
      return true;
    },
  },
};

/**
 * Applies MongoDB's `$set`, `$unset`, `$inc`, `$min`, `$max` and `$push` (one plain value) to `doc`, as mingo does,
 * for dotted paths through plain objects; answers whether `doc` changed. `doc` is the caller's own object (a shallow
 * copy of a stored document will do): the objects and arrays below it are copied on the paths the update takes and
 * shared elsewhere, never changed, so a stored document is not copied whole for each update. Mingo would also
 * build its operator tables afresh on every call, which costs far more than the update (projections update one
 * document per event). Answers OTHER, leaving `doc` possibly half-updated, for anything else (another operator, an
 * array or a non-object on a path, values of different types to compare): the caller then applies the update
 * with mingo to a deep copy.
 */
export function applyPlainUpdate(doc: Plain, modifier: Omit<UpdateSpec, '$setOnInsert'>): boolean | undefined {
  const operations = Object.entries(modifier);
  if (!operations.every(([operator, fields]) => FIELD_UPDATES[operator] && isPlainObject(fields))) return OTHER;
  // Two operations on one field, or on a field and a part of it, are refused: mingo says why.
  const paths = operations.flatMap(([, fields]) => Object.keys(fields as Plain));
  if (paths.some((a, i) => paths.some((b, j) => i !== j && (a === b || a.startsWith(`${b}.`))))) return OTHER;
  const owned = new Set<Plain>();
  let changed = false;
  for (const [operator, fields] of operations) {
    const field = FIELD_UPDATES[operator]!;
    for (const [path, value] of Object.entries(fields as Plain)) {
      const at = parentOf(doc, path, field.creates, owned);
      if (at === OTHER) return OTHER;
      if (at === null) continue;
      const result = field.update(at.parent, at.key, value);
      if (result === OTHER) return OTHER;
      changed ||= result;
    }
  }
  return changed;
}
