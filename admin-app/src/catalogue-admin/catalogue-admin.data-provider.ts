import type { HttpClient } from '../dataProvider/http-client';
import { ownWrites } from '../dataProvider/own-writes';
import { bundlesData } from './bundles/bundles.data-provider';
import { categoriesData } from './categories/categories.data-provider';
import { instructorsData } from './instructors/instructors.data-provider';
import { jobFunctionsData } from './job-functions/job-functions.data-provider';

/**
 * Bundles, categories, job functions and instructors for catalogue managers, each authored whole. They share one
 * read-your-writes API, so a read after any of their saves shows it.
 */
export function catalogueAdminData(http: HttpClient) {
  const api = ownWrites(http);
  const bundles = bundlesData(api);
  const jobFunctions = jobFunctionsData(api);
  return {
    resources: { ...bundles.resources, ...categoriesData(api).resources, ...jobFunctions.resources, ...instructorsData(api).resources },
    methods: { ...bundles.methods, ...jobFunctions.methods },
  };
}
