import type { FieldRule } from './field-rules.js';

/**
 * The spec's character-set rules (section 5) as patterns, for `@Matches(...)` on the server and the
 * same check in a form. Letters include combining marks, so Thai vowel and tone marks count as letters.
 */
export const CHARACTER_SETS = {
  alpha: /^[\p{L}\p{M}]+$/u,
  alphaDash: /^[\p{L}\p{M}\p{N}_-]+$/u,
  alphaNum: /^[\p{L}\p{M}\p{N}]+$/u,
  alphaSpaces: /^[\p{L}\p{M} ]+$/u,
  noSpecial: /^[\p{L}\p{M}\p{N} ]+$/u,
  digits: /^[0-9]+$/,
} as const satisfies Partial<Record<FieldRule, RegExp>>;

export type CharacterSet = keyof typeof CHARACTER_SETS;

/** The character-set rule a pattern stands for, if it is one of ours. */
export function characterSetOf(pattern: RegExp): CharacterSet | undefined {
  return (Object.keys(CHARACTER_SETS) as CharacterSet[]).find(
    (name) => CHARACTER_SETS[name].source === pattern.source && CHARACTER_SETS[name].flags === pattern.flags,
  );
}
