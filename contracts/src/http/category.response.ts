/** One category as the spec's `coursesapi/category` endpoints answer it. */
export interface CategoryResponse {
  id: string;
  code: string;
  nameEn: string;
  nameTh: string;
  categoryImageUrl: string | null;
  subCategories: { id: string; nameEn: string; nameTh: string }[];
}

/** The default list item that stands for every category (spec section 3). */
export const ALL_CATEGORIES: CategoryResponse = {
  id: 'all-categories',
  code: 'ALL CATEGORIES',
  nameEn: 'All Categories',
  nameTh: 'ทุกหมวดหมู่',
  categoryImageUrl: null,
  subCategories: [],
};
