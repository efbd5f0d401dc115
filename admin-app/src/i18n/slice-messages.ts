/** A slice's own texts: react-admin resource labels and the slice's `khru` keys, per language. */
export interface SliceMessages {
  en: { resources: Record<string, unknown>; khru: Record<string, unknown> };
  th: { resources: Record<string, unknown>; khru: Record<string, unknown> };
}

type Tree = { resources: Record<string, unknown>; khru: Record<string, unknown> };

/** Puts the slices' resources and `khru` keys beside the shared ones (a key defined twice is a mistake the test catches). */
export function withSlices<T extends Tree>(base: T, slices: Tree[]): T {
  return {
    ...base,
    resources: Object.assign({}, base.resources, ...slices.map((s) => s.resources)),
    khru: Object.assign({}, base.khru, ...slices.map((s) => s.khru)),
  };
}
