import { translationKeys } from '@khru/contracts';
import type { StringMap } from 'react-admin';

/** One language's texts of a slice: react-admin resource labels under `resources`, the slice's own under `khru`. */
export interface MessageTree {
  resources: StringMap;
  khru: StringMap;
}

/** A slice's own texts, in both languages with the same keys. */
export interface SliceMessages {
  en: MessageTree;
  th: MessageTree;
}

const merged = (trees: MessageTree[]): MessageTree => ({
  resources: Object.assign({}, ...trees.map((tree) => tree.resources)) as StringMap,
  khru: Object.assign({}, ...trees.map((tree) => tree.khru)) as StringMap,
});

/** The slices' resources and `khru` sections side by side, per language (a section defined twice is a mistake `clashingKeys` names). */
export function mergeSlices(slices: SliceMessages[]): SliceMessages {
  return { en: merged(slices.map((slice) => slice.en)), th: merged(slices.map((slice) => slice.th)) };
}

/** Sections (`resources.<name>`, `khru.<section>`) that more than one slice defines: in the merge one would hide the other. */
export function clashingKeys(slices: SliceMessages[]): string[] {
  const seen = new Set<string>();
  const clashes: string[] = [];
  for (const { en, th } of slices) {
    const sections = [en, th].flatMap((tree) => [
      ...Object.keys(tree.resources).map((k) => `resources.${k}`),
      ...Object.keys(tree.khru).map((k) => `khru.${k}`),
    ]);
    for (const section of new Set(sections)) {
      if (seen.has(section)) clashes.push(section);
      seen.add(section);
    }
  }
  return clashes;
}

/** Keys a slice has in one language only, each named with the language that lacks it. */
export function untranslatedKeys({ en, th }: SliceMessages): string[] {
  const english = new Set(translationKeys(en));
  const thai = new Set(translationKeys(th));
  return [
    ...[...english].filter((key) => !thai.has(key)).map((key) => `th: ${key}`),
    ...[...thai].filter((key) => !english.has(key)).map((key) => `en: ${key}`),
  ];
}
