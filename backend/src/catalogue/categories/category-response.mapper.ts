import { storedText, type CategoryDocument, type CategoryResponse } from '@khru/contracts';

/** A category with its sub-categories; an older document's missing names read as empty. */
export function toCategoryResponse(doc: CategoryDocument): CategoryResponse {
  const name = storedText(doc.name);
  return {
    id: doc._id,
    code: doc.code,
    nameEn: name.en,
    nameTh: name.th,
    categoryImageUrl: doc.imageUrl,
    subCategories: doc.subCategories.map((s) => {
      const subName = storedText(s.name);
      return { id: s.id, nameEn: subName.en, nameTh: subName.th };
    }),
  };
}
