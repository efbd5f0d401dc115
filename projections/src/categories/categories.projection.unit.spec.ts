import { describe, expect, it } from '@jest/globals';
import type { CategoryDefined, CategoryDocument, CategoryImageChanged, CategoryRenamed, SubCategoryAdded, SubCategoryRenamed } from '@khru/contracts';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { categoriesProjection, evolveCategory } from './categories.projection.js';

const defined: CategoryDefined = {
  type: 'CategoryDefined',
  data: {
    categoryId: 'business',
    code: 'BUSINESS',
    name: { en: 'Business', th: 'ธุรกิจ' },
    imageUrl: null,
    subCategories: [{ id: 'finance', name: { en: 'Finance', th: 'การเงิน' } }],
  },
};
const renamed: CategoryRenamed = { type: 'CategoryRenamed', data: { categoryId: 'business', name: { en: 'Business skills', th: 'ทักษะธุรกิจ' } } };
const added: SubCategoryAdded = {
  type: 'SubCategoryAdded',
  data: { categoryId: 'business', subCategory: { id: 'marketing', name: { en: 'Marketing', th: 'การตลาด' } } },
};

describe('categories projection', () => {
  it('given nothing, when a category is defined, then its document holds names, code and sub-categories', () => {
    expect(evolveCategory(null, recorded(defined, { occurredAt: '2026-11-02T00:00:00.000Z' }))).toEqual({
      _id: 'business',
      code: 'BUSINESS',
      name: { en: 'Business', th: 'ธุรกิจ' },
      imageUrl: null,
      subCategories: [{ id: 'finance', name: { en: 'Finance', th: 'การเงิน' } }],
      createdAt: '2026-11-02T00:00:00.000Z',
    });
  });

  it('given a category, when renamed and a sub-category added, then both show', () => {
    const doc = evolveCategory(evolveCategory(evolveCategory(null, recorded(defined)), recorded(renamed)), recorded(added));
    expect(doc?.name.en).toBe('Business skills');
    expect(doc?.subCategories.map((s) => s.id)).toEqual(['finance', 'marketing']);
  });

  it('given a category, when its picture changes and a sub-category is renamed, then the document shows both, the sub-category in its place', () => {
    const pictured: CategoryImageChanged = { type: 'CategoryImageChanged', data: { categoryId: 'business', imageUrl: '/api/files/images/b.webp' } };
    const subRenamed: SubCategoryRenamed = {
      type: 'SubCategoryRenamed',
      data: { categoryId: 'business', subCategory: { id: 'finance', name: { en: 'Finance and accounting', th: 'การเงินและบัญชี' } } },
    };
    const doc = [defined, added, pictured, subRenamed].map((e) => recorded(e)).reduce<CategoryDocument | null>(evolveCategory, null);
    expect(doc?.imageUrl).toBe('/api/files/images/b.webp');
    expect(doc?.subCategories).toEqual([subRenamed.data.subCategory, added.data.subCategory]);
  });

  it('applied twice gives the same document', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(categoriesProjection, [recorded(defined), recorded(added)], 'business');
    expect(once).not.toBeNull();
    expect(twice).toEqual(once);
    expect(twice?.subCategories).toHaveLength(2);
  });
});
