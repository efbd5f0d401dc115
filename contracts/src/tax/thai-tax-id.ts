/**
 * A Thai tax id (เลขประจำตัวผู้เสียภาษี, the same 13 digits as a citizen id for a person): the 13th
 * digit checks the first 12, weighted 13 down to 2, as (11 - sum mod 11) mod 10.
 */
export function isThaiTaxId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 12).reduce((total, digit, i) => total + digit * (13 - i), 0);
  return (11 - (sum % 11)) % 10 === digits[12];
}

/** The head office's branch number on a tax invoice; a branch has its own five digits from 00001. */
export const HEAD_OFFICE_BRANCH = '00000';

export const isBranchCode = (value: string): boolean => /^\d{5}$/.test(value);
