import { VOUCHER_EVENT_TYPES, VOUCHERS_COLLECTION, normalizeVoucherCode, type VoucherDocument, type VoucherEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

export function evolveVoucher(document: VoucherDocument | null, recorded: RecordedEvent): VoucherDocument | null {
  const event = asDomainEvent<VoucherEvent>(recorded);
  switch (event.type) {
    case 'VoucherCreated':
      return {
        _id: normalizeVoucherCode(event.data.code),
        ...event.data,
        uses: 0,
        active: true,
        deactivatedAt: null,
        createdAt: recorded.metadata.occurredAt ?? recorded.createdAt,
      };
    case 'VoucherRedeemed':
      return document && { ...document, uses: document.uses + 1 };
    case 'VoucherRedemptionReleased':
      return document && { ...document, uses: Math.max(0, document.uses - 1) };
    case 'VoucherDeactivated':
      return document && { ...document, active: false, deactivatedAt: event.data.at };
    case 'VoucherRedemptionRefused':
      return document;
    default: {
      const _exhaustive: never = event;
      return document;
    }
  }
}

/** Read model `vouchers`: the catalogue managers' list, with each voucher's uses now (redeemed minus released). */
export const vouchersProjection: DocumentProjection<VoucherDocument> = {
  kind: 'document',
  name: 'vouchers',
  collection: VOUCHERS_COLLECTION,
  handles: VOUCHER_EVENT_TYPES,
  documentId: (event) => {
    const code = (event.data as { code?: unknown }).code;
    return typeof code === 'string' ? normalizeVoucherCode(code) : null;
  },
  evolve: evolveVoucher,
  indexes: [{ keys: { createdAt: -1 } }],
};
