/** Every leaf key of a nested translation object, dotted (`home.title`), for parity checks between languages. */
export function translationKeys(value: unknown, prefix = ''): string[] {
  return typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => translationKeys(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix];
}
