/** Thai VAT, included in every price the shop shows. */
export const VAT_RATE_PERCENT = 7;

/** A VAT-inclusive total (whole baht) split into the amount before VAT and the VAT, in satang, as a tax invoice shows them. */
export function vatIncluded(total: number): { netSatang: number; vatSatang: number } {
  const vatSatang = Math.round((total * 100 * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
  return { netSatang: total * 100 - vatSatang, vatSatang };
}
