import { CATEGORIES_COLLECTION, CATEGORY_EVENT_TYPES, type CategoryDocument, type CategoryEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

export function evolveCategory(document: CategoryDocument | null, recorded: RecordedEvent): CategoryDocument | null {
  const event = asDomainEvent<CategoryEvent>(recorded);
  switch (event.type) {
    case 'CategoryDefined':
      return {
        _id: event.data.categoryId,
        code: event.data.code,
        name: event.data.name,
        imageUrl: event.data.imageUrl,
        subCategories: event.data.subCategories,
        createdAt: recorded.metadata.occurredAt,
      };
    case 'CategoryRenamed':
      return document && { ...document, name: event.data.name };
    case 'SubCategoryAdded':
      return document && { ...document, subCategories: [...document.subCategories, event.data.subCategory] };
    case 'CategoryImageChanged':
      return document && { ...document, imageUrl: event.data.imageUrl };
    case 'SubCategoryRenamed': {
      const renamed = event.data.subCategory;
      return document && { ...document, subCategories: document.subCategories.map((s) => (s.id === renamed.id ? renamed : s)) };
    }
    default: {
      const _exhaustive: never = event;
      return document;
    }
  }
}

/** Read model `categories`: one document per category, with its sub-categories. */
export const categoriesProjection: DocumentProjection<CategoryDocument> = {
  kind: 'document',
  name: 'categories',
  collection: CATEGORIES_COLLECTION,
  handles: CATEGORY_EVENT_TYPES,
  documentId: (event) => (event.data as { categoryId?: string }).categoryId ?? null,
  evolve: evolveCategory,
  indexes: [{ keys: { code: 1 }, options: { unique: true, name: 'code_unique' } }],
};
