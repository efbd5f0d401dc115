/**
 * Catalogue ids are readable slugs (`SLUG_PATTERN` of the contracts' requests, repeated here because importing it
 * would bring class-validator into the admin app's bundle).
 */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const MAX_SLUG = 64;

/** A slug from a title: Latin letters and digits kept, everything else a single dash (Thai titles give nothing). */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
}

/**
 * A readable slug from the title that none of `taken` holds: `intro`, then `intro-2`, `intro-3`…; `fallback`
 * (e.g. `lesson`) when the title has no Latin letters or digits.
 */
export function uniqueSlug(title: string, taken: Iterable<string>, fallback: string): string {
  const used = new Set(taken);
  const base = slugOf(title) || fallback;
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX_SLUG - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
