/** Query keys of the tests feature: one place, so an answer that ends an attempt refreshes what it changed. */
export const testKeys = {
  all: ['tests'] as const,
  mine: () => [...testKeys.all, 'mine'] as const,
  info: (courseId: string) => [...testKeys.all, courseId, 'info'] as const,
};
