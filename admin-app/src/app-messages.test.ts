import { translationKeys as keys } from '@khru/contracts';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ResourceProps } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { appMessages, khruMessages, messageSlices } from './app-messages';
import { assignmentsResource } from './assignments/assignments.resource';
import { bundlesResource } from './catalogue-admin/bundles/bundles.resource';
import { categoriesResource } from './catalogue-admin/categories/categories.resource';
import { instructorsResource } from './catalogue-admin/instructors/instructors.resource';
import { jobFunctionsResource } from './catalogue-admin/job-functions/job-functions.resource';
import { costCentresResource } from './cost-centres/cost-centres.resource';
import { coursesResource } from './courses/courses.resource';
import { employeesResource } from './employees/employees.resource';
import { organisationsResource } from './organisations/organisations.resource';
import { bannersResource } from './storefront/banners/banners.resource';
import { shelvesResource } from './storefront/shelves/shelves.resource';
import { usersResource } from './users/users.resource';
import { vouchersResource } from './vouchers/vouchers.resource';
import { clashingKeys, untranslatedKeys } from './i18n/slice-messages';

describe('the admin app’s messages', () => {
  it.each(Object.entries(messageSlices))('of the %s slice are in both English and Thai', (_name, slice) => {
    expect(untranslatedKeys(slice)).toEqual([]);
  });

  it('let no slice define a resource or section another already defines', () => {
    expect(clashingKeys(Object.values(messageSlices))).toEqual([]);
  });

  it('have every Khru key in both English and Thai', () => {
    expect(keys(khruMessages.th).sort()).toEqual(keys(khruMessages.en).sort());
  });

  // react-admin's own toast is "Element created": each resource with a create or edit screen says what it saved instead.
  const saving: ResourceProps[] = [
    assignmentsResource,
    bundlesResource,
    categoriesResource,
    instructorsResource,
    jobFunctionsResource,
    costCentresResource,
    coursesResource,
    employeesResource,
    organisationsResource,
    bannersResource,
    shelvesResource,
    usersResource,
    vouchersResource,
  ];
  const toasts = (resource: ResourceProps) => [
    ...(resource.create ? ['created'] : []),
    ...(resource.edit ? ['updated'] : []),
    // Only accounts are deleted from a screen (the user edit page's Delete).
    ...(resource.name === 'users' ? ['deleted'] : []),
  ];
  it.each(['en', 'th'] as const)('name what was created, saved or deleted, per resource, in %s', (locale) => {
    const resources = appMessages[locale].resources as Record<string, { notifications?: Record<string, string> }>;
    const missing = saving.flatMap((resource) =>
      toasts(resource)
        .filter((kind) => !resources[resource.name]?.notifications?.[kind])
        .map((kind) => `${resource.name}.${kind}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the admin app’s words', () => {
  const translate = (locale: 'en' | 'th') => polyglotI18nProvider((l) => (l === 'th' ? appMessages.th : appMessages.en), locale).translate;
  const en = translate('en');
  const th = translate('th');

  it('count in the singular and the plural (smart_count), never "1 bundles"', () => {
    expect(en('khru.licences.bundleCount', { smart_count: 1 })).toBe('1 bundle');
    expect(en('khru.licences.courseCount', { smart_count: 2 })).toBe('2 courses');
    expect(en('khru.organisations.licences.bundleCount', { smart_count: 1 })).toBe('1 bundle');
    expect(en('khru.history.shown', { shown: 1, smart_count: 1 })).toBe('1 of 1 event');
    expect(en('khru.courses.finalTest.days', { smart_count: 1 })).toBe('1 day');
    expect(en('khru.costCentres.transferred', { amount: '1', smart_count: 1 })).toBe('1 credit transferred');
    expect(en('khru.costCentres.transferred', { amount: '1,200', smart_count: 1200 })).toBe('1,200 credits transferred');
    expect(th('khru.licences.bundleCount', { smart_count: 1 })).toBe('1 ชุดคอร์ส');
  });

  it('call the learning summary’s drill-down by one name, as its tab, title and button', () => {
    expect(en('khru.reports.tabs.learning-summary-drill-down')).toBe('Learning Summary Drill-down');
    expect(en('khru.reports.drillDown.title')).toBe('Learning Summary Drill-down');
    expect(en('khru.reports.summary.drillDown')).toBe('Drill-down');
  });

  it('say a test not taken is not taken, rather than "Unspecified"', () => {
    expect(en('khru.reports.testResults.Unspecified')).toBe('Not taken');
    expect(th('khru.reports.testResults.Unspecified')).toBe('ยังไม่ได้สอบ');
  });
});
