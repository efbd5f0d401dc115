import { describe, expect, it } from '@jest/globals';
import { ORGANISATIONS_COLLECTION, REPORT_ACTIVITY_COLLECTION, REPORT_ENROLMENTS_COLLECTION, REPORT_PEOPLE_COLLECTION } from '@khru/contracts';
import { MemoryDocumentStore } from '@khru/platform';
import { loadOrganisationData } from './load-organisation-data.js';
import { activity, bkk, enrolment, person } from './report-fixtures.js';

async function store() {
  const documents = new MemoryDocumentStore();
  await documents.collection<{ _id: string; contract: { id: string } }>(ORGANISATIONS_COLLECTION).insertOne({ _id: 'org-1', contract: { id: 'SXL-2026-01' } });
  for (const p of [person('ann'), person('zed', { orgId: 'org-2' })]) await documents.collection(REPORT_PEOPLE_COLLECTION).insertOne(p);
  const rows = [
    enrolment('ann', 'python', { lastActivityAt: bkk('2026-02-10 09:00'), secondsByDay: { '2026-02-10': 60 }, lessonsCompletedAt: [bkk('2026-02-10 09:00')] }),
    enrolment('ann', 'excel', { lastActivityAt: bkk('2026-03-10 09:00'), secondsByDay: { '2026-02-10': 30, '2026-03-10': 30 } }),
    enrolment('zed', 'python', { orgId: 'org-2' }),
  ];
  for (const row of rows) await documents.collection(REPORT_ENROLMENTS_COLLECTION).insertOne(row);
  const months = [
    activity('ann', '2026-02', { '10': { logins: 1 } }),
    activity('ann', '2026-03', { '10': { logins: 2 } }),
    activity('zed', '2026-03', { '01': { logins: 1 } }),
  ];
  for (const doc of months) await documents.collection(REPORT_ACTIVITY_COLLECTION).insertOne(doc);
  return documents;
}

describe('reading an organisation’s report documents', () => {
  it('keeps to the organisation: its contract, people, rows, and the activity of its people in the period’s months', async () => {
    const data = await loadOrganisationData(await store(), 'org-1', ['2026-03'], {
      enrolments: { daysAfter: null, lessons: false },
      activity: { daysIn: [] },
      catalogue: false,
    });
    expect([data.contractId, data.people.map((p) => p._id), data.enrolments.map((r) => r._id), data.activity.map((a) => a._id)]).toEqual([
      'SXL-2026-01',
      ['ann'],
      ['ann:python', 'ann:excel'],
      ['ann:2026-03'],
    ]);
  });

  it('reads the days and lessons only where the report uses them: rows studied after its look-back instant, the chosen months', async () => {
    const lean = await loadOrganisationData(await store(), 'org-1', ['2026-02', '2026-03'], {
      enrolments: { daysAfter: null, lessons: false },
      activity: { daysIn: [] },
      catalogue: false,
    });
    expect(lean.enrolments.map((r) => [r.secondsByDay, r.lessonsCompletedAt, r.learningSeconds])).toEqual([
      [undefined, undefined, 60],
      [undefined, undefined, 60],
    ]);
    expect(lean.activity.map((a) => [a.month, a.days, a.logins])).toEqual([
      ['2026-02', undefined, 1],
      ['2026-03', undefined, 2],
    ]);
    const lookingBack = await loadOrganisationData(await store(), 'org-1', ['2026-02', '2026-03'], {
      enrolments: { daysAfter: bkk('2026-02-28 23:59'), lessons: true },
      activity: { daysIn: ['2026-03'] },
      catalogue: false,
    });
    expect(lookingBack.enrolments.map((r) => [r._id, r.secondsByDay, r.lessonsCompletedAt?.length])).toEqual([
      ['ann:python', undefined, 1],
      ['ann:excel', { '2026-02-10': 30, '2026-03-10': 30 }, 0],
    ]);
    expect(lookingBack.activity.map((a) => [a.month, a.days])).toEqual([
      ['2026-02', undefined],
      ['2026-03', { '10': { logins: 2 } }],
    ]);
  });
});
