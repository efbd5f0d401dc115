import type { UpdateSpec } from '@khru/platform';

/**
 * The paths an update names in two operators, or one inside another (`days` and `days.01.logins`): MongoDB
 * refuses such an update, mingo applies it, so specs check it here.
 */
export function conflictingPaths(update: UpdateSpec): string[] {
  const paths = Object.values(update).flatMap((fields) => Object.keys(fields as object));
  return paths.filter((path, i) => paths.some((other, j) => j !== i && (other === path || other.startsWith(`${path}.`))));
}
