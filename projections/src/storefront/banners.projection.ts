import { BANNER_EVENT_TYPES, BANNERS_COLLECTION, type BannerDocument, type BannerEvent } from '@khru/contracts';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

/** Read model `banners`: each banner as last authored. */
export const bannersProjection: DocumentProjection<BannerDocument> = {
  kind: 'document',
  name: 'banners',
  collection: BANNERS_COLLECTION,
  handles: BANNER_EVENT_TYPES,
  documentId: (event) => (event.data as { bannerId?: string }).bannerId ?? null,
  evolve: (_document, recorded) => {
    const { bannerId, ...banner } = asDomainEvent<BannerEvent>(recorded).data;
    return { _id: bannerId, ...banner };
  },
  indexes: [{ keys: { active: 1, order: 1 } }],
};
