import { BUNDLE_UPCASTERS } from './catalogue/bundle.upcasters.js';
import { COURSE_UPCASTERS } from './catalogue/course.upcasters.js';
import { INSTRUCTOR_UPCASTERS } from './catalogue/instructor.upcasters.js';
import { JOB_FUNCTION_UPCASTERS } from './catalogue/job-function.upcasters.js';
import { STOREFRONT_UPCASTERS } from './cms/storefront.upcasters.js';
import { VOUCHER_UPCASTERS } from './commerce/voucher.upcasters.js';
import { ORGANISATION_UPCASTERS } from './corporate/organisation.upcasters.js';
import { EventVersions } from './upcasting.js';

export * from './upcasting.js';

/**
 * Every event type whose shape has changed, with an upcaster from each older version to the next (ADR 33). The
 * event store's adapters read every event through it; the command executor stamps each new event's version.
 * Its own entry point (`@khru/contracts/event-versions`), so the apps never bundle it.
 */
export const EVENT_VERSIONS = new EventVersions([
  ...COURSE_UPCASTERS,
  ...BUNDLE_UPCASTERS,
  ...INSTRUCTOR_UPCASTERS,
  ...JOB_FUNCTION_UPCASTERS,
  ...STOREFRONT_UPCASTERS,
  ...VOUCHER_UPCASTERS,
  ...ORGANISATION_UPCASTERS,
]);
