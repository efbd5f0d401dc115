/** A UTF-16 surrogate without its other half: not text, and PostgreSQL refuses it in jsonb. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text no one means to send and the stores cannot keep: U+0000 (refused by PostgreSQL) or a lone surrogate. */
export const isUnsafeText = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The field path (`items.0.title`, as validation names fields) of the first string in `value`
 * that holds unsafe text, in document order; a bad key names the object holding it. Null when
 * there is none. Binary data is not text and is skipped; walks with a stack, so no input can
 * exhaust the call stack.
 */
export function findUnsafeText(value: unknown, root = ''): string | null {
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return path;
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      const entries = Object.entries(current);
      if (entries.some(([key]) => isUnsafeText(key))) return path;
      for (const [key, child] of entries.reverse()) pending.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return null;
}
