/** Query keys of the health feature. */
export const healthKeys = {
  all: ['health'] as const,
};
