/** Query keys of the certificates feature. */
export const certificateKeys = {
  all: ['certificates'] as const,
  mine: () => [...certificateKeys.all, 'mine'] as const,
  one: (id: string) => [...certificateKeys.all, id] as const,
  byCourse: (courseId: string) => [...certificateKeys.all, 'by-course', courseId] as const,
  verification: (id: string) => [...certificateKeys.all, id, 'verification'] as const,
  ofUser: (userId: string) => [...certificateKeys.all, 'user', userId] as const,
};
