/** Query keys of the categories feature. */
export const categoryKeys = {
  all: ['categories'] as const,
};
