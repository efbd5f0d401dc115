import type { CategoryDocument, CategoryResponse } from '@khru/contracts';

export function toCategoryResponse(doc: CategoryDocument): CategoryResponse {
  return {
    id: doc._id,
    code: doc.code,
    nameEn: doc.name.en,
    nameTh: doc.name.th,
    categoryImageUrl: doc.imageUrl,
    subCategories: doc.subCategories.map((s) => ({ id: s.id, nameEn: s.name.en, nameTh: s.name.th })),
  };
}
