import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_EVENT_TYPES } from './catalogue/bundle.events.js';
import { COURSE_EVENT_TYPES } from './catalogue/course.events.js';
import { INSTRUCTOR_EVENT_TYPES } from './catalogue/instructor.events.js';
import { JOB_FUNCTION_EVENT_TYPES } from './catalogue/job-function.events.js';
import { BANNER_EVENT_TYPES, CHOICE_EVENT_TYPES } from './cms/storefront.events.js';
import { VOUCHER_EVENT_TYPES } from './commerce/voucher.events.js';
import { ORGANISATION_EVENT_TYPES } from './corporate/organisation.events.js';
import { EVENT_VERSIONS } from './event-versions.js';

const KNOWN: readonly string[] = [
  ...COURSE_EVENT_TYPES,
  ...BUNDLE_EVENT_TYPES,
  ...INSTRUCTOR_EVENT_TYPES,
  ...JOB_FUNCTION_EVENT_TYPES,
  ...BANNER_EVENT_TYPES,
  ...CHOICE_EVENT_TYPES,
  ...VOUCHER_EVENT_TYPES,
  ...ORGANISATION_EVENT_TYPES,
];
const catalogue = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../docs/event-catalogue.md'), 'utf8');

describe('the event versions registry', () => {
  it('versions only event types the contracts define', () => {
    expect(EVENT_VERSIONS.versioned().filter(([type]) => !KNOWN.includes(type))).toEqual([]);
  });

  it('is in step with the event catalogue: its Versions table names each versioned type with its current version, and no other', () => {
    const table = catalogue.slice(catalogue.indexOf('## Versions'), catalogue.indexOf('\n## ', catalogue.indexOf('## Versions') + 1));
    const rows = [...table.matchAll(/^\| `([A-Za-z]+)` +\| (\d+) +\|/gm)].map(([, type, version]) => [type, Number(version)]);
    expect(rows.sort()).toEqual(EVENT_VERSIONS.versioned().sort());
  });
});
