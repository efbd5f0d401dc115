/** Texts as the locale files hold them: nested objects of strings, keyed as the `t()` calls name them. */
export interface Texts {
  [key: string]: string | Texts;
}

const isTexts = (value: string | Texts | undefined): value is Texts => typeof value === 'object';

/** `locales/<slice>/<locale>.json` files, as `import.meta.glob` answers them, by slice name. */
export function bySlice(files: Record<string, Texts>): Record<string, Texts> {
  return Object.fromEntries(Object.entries(files).map(([path, texts]) => [path.split('/').at(-2) ?? path, texts]));
}

/** The slices' texts deep-merged into one tree, so every key keeps its name whichever slice holds it. */
export function mergeSlices(slices: Record<string, Texts>): Texts {
  const into = (target: Texts, source: Texts) => {
    for (const [key, value] of Object.entries(source)) {
      const existing = target[key];
      if (isTexts(value) && isTexts(existing)) into(existing, value);
      else target[key] = isTexts(value) ? into({}, value) : value;
    }
    return target;
  };
  return Object.values(slices).reduce<Texts>((merged, texts) => into(merged, texts), {});
}

/** The dotted keys that more than one slice defines (a text, or a text in one and a group in another). */
export function duplicateKeys(slices: Record<string, Texts>): string[] {
  const owners = new Map<string, 'text' | 'group'>();
  const duplicates: string[] = [];
  const walk = (texts: Texts, prefix: string) => {
    for (const [key, value] of Object.entries(texts)) {
      const path = prefix ? `${prefix}.${key}` : key;
      const kind = isTexts(value) ? 'group' : 'text';
      const seen = owners.get(path);
      if (seen && (seen === 'text' || kind === 'text')) duplicates.push(path);
      else owners.set(path, kind);
      if (isTexts(value)) walk(value, path);
    }
  };
  for (const texts of Object.values(slices)) walk(texts, '');
  return duplicates;
}
