/** The list with the item at `index` moved `delta` places (up is -1), or the same list when it cannot move. */
export function moved<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const copy = [...list];
  const [item] = copy.splice(index, 1);
  copy.splice(target, 0, item as T);
  return copy;
}

/**
 * Records in their new order numbered 0, 1, 2…: only those whose `order` changed, each with its new one, so a
 * reorder saves as few records as it must.
 */
export function renumbered<T extends { order: number }>(ordered: readonly T[]): T[] {
  return ordered.flatMap((record, order) => (record.order === order ? [] : [{ ...record, order }]));
}
