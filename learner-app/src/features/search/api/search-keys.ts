/** Query keys of the search feature. */
export const searchKeys = {
  all: ['search'] as const,
  courses: (query: URLSearchParams) => [...searchKeys.all, 'courses', query.toString()] as const,
  suggestions: (text: string) => [...searchKeys.all, 'suggest', text] as const,
};
