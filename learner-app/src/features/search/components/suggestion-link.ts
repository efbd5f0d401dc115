import type { SearchGroup, SuggestionDocument } from '@khru/contracts';

/** Where a suggestion leads: its course, instructor, category (or sub-category) or bundle page. */
export function suggestionLink(group: SearchGroup, item: SuggestionDocument): string {
  switch (group) {
    case 'course':
      return `/courses-overview/${encodeURIComponent(item.id)}`;
    case 'instructor':
      return `/instructor/${encodeURIComponent(item.id)}`;
    case 'bundleCertificate':
      return `/bundle-overview/${encodeURIComponent(item.id)}`;
    case 'category': {
      const query = new URLSearchParams({ categoryId: item.id });
      if (typeof item.fields.subCategoryId === 'string') query.set('subcatId', item.fields.subCategoryId);
      return `/category?${query}#${encodeURIComponent(item.id)}`;
    }
  }
}
