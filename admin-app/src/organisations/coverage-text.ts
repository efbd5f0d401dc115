import type { LicenceCoverage } from '@khru/contracts';

/** What a licence covers, in words: the whole catalogue, or how many courses and bundles it lists. */
export const coverageText = (coverage: LicenceCoverage, translate: (key: string, options?: object) => string): string =>
  coverage.all
    ? translate('khru.organisations.licences.allCatalogue')
    : translate('khru.organisations.licences.listed', {
        courses: translate('khru.organisations.licences.courseCount', { smart_count: coverage.courseIds.length }),
        bundles: translate('khru.organisations.licences.bundleCount', { smart_count: coverage.bundleIds.length }),
      });
