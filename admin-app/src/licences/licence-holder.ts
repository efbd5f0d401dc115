import type { LicenceResponse } from '@khru/contracts';

/** A seat holder as a list row: react-admin's lists key and select rows by `id`. */
export type HolderRow = LicenceResponse['holders'][number] & { id: string };

export const holderRows = (licence: Pick<LicenceResponse, 'holders'>): HolderRow[] => licence.holders.map((holder) => ({ ...holder, id: holder.userId }));
