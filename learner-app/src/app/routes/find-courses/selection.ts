/** The find-courses steps carry their picks in the address: `categories=a,b&subcategories=x,y`. */
export const readList = (params: URLSearchParams, key: 'categories' | 'subcategories'): string[] => (params.get(key) ?? '').split(',').filter(Boolean);

export const toggle = (list: string[], id: string): string[] => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

export function stepLink(path: string, categories: string[], subcategories: string[] = []): string {
  const query = new URLSearchParams();
  if (categories.length) query.set('categories', categories.join(','));
  if (subcategories.length) query.set('subcategories', subcategories.join(','));
  return `/find-courses/${path}${query.size ? `?${query}` : ''}`;
}
