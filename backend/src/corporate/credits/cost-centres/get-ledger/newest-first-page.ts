/**
 * One page of ledger lines, newest first, from the lines oldest first: the latest entry leads the first
 * page. Each line keeps the balance after it, folded oldest first before the order is turned.
 */
export const newestFirstPage = <T>(oldestFirst: readonly T[], skip: number, take: number): T[] =>
  oldestFirst.slice(Math.max(0, oldestFirst.length - skip - take), Math.max(0, oldestFirst.length - skip)).reverse();
