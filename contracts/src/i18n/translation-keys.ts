/** Every leaf of a nested translation object as `[dotted key, text]` (`['home.title', 'Welcome']`). */
export function translationEntries(value: unknown, prefix = ''): [string, unknown][] {
  return typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => translationEntries(inner, prefix ? `${prefix}.${key}` : key))
    : [[prefix, value]];
}

/** Every leaf key of a nested translation object, dotted, for parity checks between languages. */
export function translationKeys(value: unknown): string[] {
  return translationEntries(value).map(([key]) => key);
}
