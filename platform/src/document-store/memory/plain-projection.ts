import type { ProjectionSpec } from '../document-store.port.js';

type Plain = Record<string, unknown>;

/**
 * Applies a projection of top-level fields (all kept, or all left out; `_id` kept unless left out), as MongoDB
 * does, answering new documents holding `copy` of each kept value; undefined for any other projection (a dotted
 * path, an operator, kept and left-out fields mixed), which the caller hands to mingo.
 */
export function projectTopLevel(documents: Plain[], projection: ProjectionSpec, copy: (value: unknown) => unknown = (value) => value): Plain[] | undefined {
  const entries = Object.entries(projection as Record<string, unknown>);
  if (entries.some(([field, flag]) => field.includes('.') || field.startsWith('$') || ![0, 1, true, false].includes(flag as number))) return undefined;
  const others = entries.filter(([field]) => field !== '_id');
  const kept = others.filter(([, flag]) => Boolean(flag)).map(([field]) => field);
  if (kept.length > 0 && kept.length < others.length) return undefined;
  const idFlag = entries.find(([field]) => field === '_id')?.[1];
  const inclusion = kept.length > 0 || (others.length === 0 && Boolean(idFlag));
  // `_id` kept in so many words beside left-out fields: mingo refuses it.
  if (!inclusion && others.length > 0 && idFlag !== undefined && idFlag) return undefined;
  const fields = new Set(
    inclusion
      ? [...kept, ...(idFlag === undefined || idFlag ? ['_id'] : [])]
      : [...others.map(([field]) => field), ...(idFlag === undefined || idFlag ? [] : ['_id'])],
  );
  return documents.map((doc) => {
    const out: Plain = {};
    for (const field of Object.keys(doc)) if (fields.has(field) === inclusion) out[field] = copy(doc[field]);
    return out;
  });
}
