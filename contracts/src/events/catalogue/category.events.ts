import type { DomainEvent } from '../event.js';
import type { LocalizedText } from '../../i18n/localized-text.js';

/** Stream `category-<id>`: one course category and its sub-categories. */
export interface SubCategoryData {
  id: string;
  name: LocalizedText;
}

export type CategoryDefined = DomainEvent<
  'CategoryDefined',
  { categoryId: string; code: string; name: LocalizedText; imageUrl: string | null; subCategories: SubCategoryData[] }
>;

export type CategoryRenamed = DomainEvent<'CategoryRenamed', { categoryId: string; name: LocalizedText }>;

export type SubCategoryAdded = DomainEvent<'SubCategoryAdded', { categoryId: string; subCategory: SubCategoryData }>;

/** The category's picture was replaced or removed (null). */
export type CategoryImageChanged = DomainEvent<'CategoryImageChanged', { categoryId: string; imageUrl: string | null }>;

/** A sub-category keeps its id (courses point at it) and takes new names. */
export type SubCategoryRenamed = DomainEvent<'SubCategoryRenamed', { categoryId: string; subCategory: SubCategoryData }>;

export type CategoryEvent = CategoryDefined | CategoryRenamed | SubCategoryAdded | CategoryImageChanged | SubCategoryRenamed;

export const CATEGORY_EVENT_TYPES = [
  'CategoryDefined',
  'CategoryRenamed',
  'SubCategoryAdded',
  'CategoryImageChanged',
  'SubCategoryRenamed',
] as const satisfies readonly CategoryEvent['type'][];

export const categoryStream = (categoryId: string): string => `category-${categoryId}`;
