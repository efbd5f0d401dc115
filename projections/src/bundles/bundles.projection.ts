import { BUNDLE_EVENT_TYPES, BUNDLES_COLLECTION, withPriceChange, type BundleDetailsData, type BundleDocument, type BundleEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

const detailsOf = ({ bundleId: _bundleId, ...details }: BundleDetailsData) => ({
  ...details,
  courseCount: details.courseIds.length,
  nameEn: details.name.en,
  nameTh: details.name.th,
});

/** Every change stamps `updatedAt` with when it was recorded (the admin lists sort by it). */
export function evolveBundle(document: BundleDocument | null, recorded: RecordedEvent): BundleDocument | null {
  const next = evolveBundleFields(document, recorded);
  return next && { ...next, updatedAt: recorded.metadata.occurredAt };
}

function evolveBundleFields(document: BundleDocument | null, recorded: RecordedEvent): BundleDocument | null {
  const event = asDomainEvent<BundleEvent>(recorded);
  switch (event.type) {
    case 'BundleDefined': {
      const { price, ...details } = event.data;
      return {
        _id: details.bundleId,
        ...detailsOf(details),
        status: 'draft',
        created: recorded.metadata.occurredAt,
        publishedAt: null,
        priceSchedule: [{ price, effectiveFrom: recorded.metadata.occurredAt }],
      };
    }
    case 'BundleRevised':
      return document && { ...document, ...detailsOf(event.data) };
    case 'BundlePriceChanged':
      return (
        document && {
          ...document,
          priceSchedule: withPriceChange(document.priceSchedule, event.data.price, event.data.effectiveFrom, recorded.metadata.occurredAt),
        }
      );
    case 'BundlePublished':
      return document && { ...document, status: 'published', publishedAt: document.publishedAt ?? event.data.at };
    case 'BundleUnpublished':
      return document && { ...document, status: 'unpublished' };
    default: {
      const _exhaustive: never = event;
      return document;
    }
  }
}

/** Read model `bundles`: bundle and certificate cards and pages. */
export const bundlesProjection: DocumentProjection<BundleDocument> = {
  kind: 'document',
  name: 'bundles',
  collection: BUNDLES_COLLECTION,
  handles: BUNDLE_EVENT_TYPES,
  documentId: (event) => (event.data as { bundleId?: string }).bundleId ?? null,
  evolve: evolveBundle,
  indexes: [{ keys: { status: 1, created: -1 } }],
};
