import type { Projection } from './projection.js';
import { categoriesProjection } from './categories/categories.projection.js';

/** Every read model the product keeps; a new read model is a new folder plus one line here. */
export const ALL_PROJECTIONS: readonly Projection[] = [categoriesProjection];
