import type { Filter } from '../document-store.port.js';

const isOperatorObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0 && Object.keys(value).every((k) => k.startsWith('$'));

/**
 * The document an upsert starts from when nothing matches: the equality parts of the filter, as
 * MongoDB does (plain values and `$eq`; operators such as `$lt` or `$or` contribute nothing).
 */
export function seedFromFilter(filter: Filter): Record<string, unknown> {
  const seed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith('$')) {
      if (key === '$and' && Array.isArray(value)) {
        for (const part of value) setPaths(seed, seedFromFilter(part as Filter));
      }
      continue;
    }
    if (isOperatorObject(value)) {
      if ('$eq' in value) setPath(seed, key, value.$eq);
      continue;
    }
    setPath(seed, key, value);
  }
  return seed;
}

function setPaths(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(source)) setPath(target, key, value);
}

export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node: Record<string, unknown> = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next !== 'object' || next === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]!] = structuredClone(value);
}
