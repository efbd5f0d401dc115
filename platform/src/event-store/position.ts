/**
 * A place in the global, ordered feed of events. Both adapters order by a pair: PostgreSQL by
 * (transaction id, global position), KurrentDB by (commit, prepare).
 */
export interface GlobalPosition {
  commit: bigint;
  prepare: bigint;
}

const WIDTH = 20;

/** A fixed-width text form that sorts like the position itself (stored on documents, sent to clients). */
export function formatPosition(position: GlobalPosition): string {
  return `${position.commit.toString().padStart(WIDTH, '0')}-${position.prepare.toString().padStart(WIDTH, '0')}`;
}

const FORMAT = /^(\d{1,20})-(\d{1,20})$/;

export function parsePosition(text: string): GlobalPosition | null {
  const match = FORMAT.exec(text.trim());
  if (!match) return null;
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}

export function comparePositions(a: GlobalPosition, b: GlobalPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}
