import { createHash } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a number read aloud or typed is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BANGKOK_OFFSET_MS = 7 * 60 * 60_000;

/**
 * The number printed on a certificate, e.g. `KHRU-2026-7K3M-9QZ2-XW4D`: the year of issue in Bangkok and 60 bits
 * derived from the certificate's id, so the same certificate always has the same number and two differ with
 * near certainty (fewer than one pair in a million among 1.5 million certificates of a year).
 */
export function certificateNumber(certificateId: string, issuedAt: string): string {
  const year = new Date(Date.parse(issuedAt) + BANGKOK_OFFSET_MS).getUTCFullYear();
  let bits = createHash('sha256').update(certificateId).digest().readBigUInt64BE(0) >> 4n;
  const characters: string[] = [];
  for (let i = 0; i < 12; i++) {
    characters.unshift(ALPHABET[Number(bits & 31n)]!);
    bits >>= 5n;
  }
  const code = characters.join('');
  return `KHRU-${year}-${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8, 12)}`;
}
