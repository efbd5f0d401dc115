import type { LocalizedText } from '../i18n/localized-text.js';

/** Read model `categories`: one document per category. */
export interface CategoryDocument {
  _id: string;
  code: string;
  name: LocalizedText;
  imageUrl: string | null;
  subCategories: { id: string; name: LocalizedText }[];
  createdAt: string;
}

export const CATEGORIES_COLLECTION = 'categories';
