import parseRange from 'range-parser';

/** What a `Range` header asks of a file of a known size. */
export type ByteRangeRequest = { kind: 'whole' } | { kind: 'range'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * One byte range, the whole file, or nothing the file holds. A malformed header is ignored (RFC 9110 14.2);
 * several ranges are answered with the whole file, as players ask for one at a time.
 */
export function requestedRange(header: string | undefined, size: number): ByteRangeRequest {
  if (!header) return { kind: 'whole' };
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return { kind: 'unsatisfiable' };
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return { kind: 'whole' };
  const { start, end } = ranges[0]!;
  return { kind: 'range', start, end };
}
