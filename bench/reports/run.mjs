// On demand: `npm run build:libs && npm run bench:reports` (BENCH_PEOPLE, default 5,000).
// The issue's speed figure: reports read documents pre-aggregated per organisation, person, month and
// course, so their cost follows the organisation's size, not the number of events. One organisation's
// year (about a million events, ./organisation-year.mjs) is applied in order by every projection of the
// product to the embedded default's read models (mingo in memory); after the first 10,000 events (the
// people, their assignments, a first day of study) and after the whole year, every report is asked
// through the same service the API calls, each 5 times untimed and then 30 times, with "now" the end
// of the year. Goal: median at 1M / median at 10k <= 1.5 and under 200 ms at 1M, for every report.
import { REPORT_ACTIVITY_COLLECTION, REPORT_ENROLMENTS_COLLECTION, REPORT_PEOPLE_COLLECTION } from '@khru/contracts';
import { MemoryDocumentStore } from '@khru/platform';
import { ALL_PROJECTIONS, applyProjection } from '@khru/projections';
import { availableParallelism, loadavg } from 'node:os';
import { ReportQueries, travel } from '@khru/backend/harness';
import { BENCH_ORG_ID, organisationYear, recorded } from './organisation-year.mjs';
import { countingStore } from './counting-store.mjs';
import { timeRuns } from './time-runs.mjs';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 5000);
const CHECKPOINT = 10_000;
const GOAL_RATIO = 1.5;
const GOAL_MS = 200;
/** Monday 09:00 in Bangkok: the morning HR opens the reports; the generated year ends the day before. */
const END = Date.parse('2026-09-14T02:00:00.000Z');
const AS_OF = '2026-06-15';
const COLLECTIONS = [REPORT_PEOPLE_COLLECTION, REPORT_ENROLMENTS_COLLECTION, REPORT_ACTIVITY_COLLECTION];

const THIS_MONTH = { filterMode: 'List', dateRange: 1 };
const THIS_YEAR = { filterMode: 'List', dateRange: 3 };
const QUERIES = [
  ['user-activation', 'this month', THIS_MONTH],
  ['user-activation', 'this year', THIS_YEAR],
  ['user-activation', `as of ${AS_OF}`, { ...THIS_MONTH, asOf: AS_OF }],
  ['learning-dashboard', 'this month', THIS_MONTH],
  ['learning-dashboard', 'this year', THIS_YEAR],
  ['learning-dashboard', `as of ${AS_OF}`, { ...THIS_MONTH, asOf: AS_OF }],
  ['learner-activity', 'this month', THIS_MONTH],
  ['learner-activity', 'this year', THIS_YEAR],
  ['learner-activity', `as of ${AS_OF}`, { ...THIS_MONTH, asOf: AS_OF }],
  ...['DEPARTMENT', 'CONTRACT', 'COURSE_TYPE', 'LEARNING_STAGE'].map((dimension) => [
    'learning-summary',
    `this month, ${dimension}`,
    { ...THIS_MONTH, dimension },
  ]),
  ['learning-summary', 'this year, DEPARTMENT', { ...THIS_YEAR, dimension: 'DEPARTMENT' }],
  ['learning-summary', `as of ${AS_OF}, DEPARTMENT`, { ...THIS_MONTH, asOf: AS_OF, dimension: 'DEPARTMENT' }],
  ['learning-summary-drill-down', 'this month', THIS_MONTH],
  ['learning-summary-drill-down', 'this year', THIS_YEAR],
  ['learning-summary-drill-down', `as of ${AS_OF}`, { ...THIS_MONTH, asOf: AS_OF }],
];

const mb = (bytes) => `${Math.round(bytes / 1024 / 1024).toLocaleString('en')} MB`;
const ms = (value) => value.toFixed(1);
const heapUsed = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};

travel(END - Date.now());
const store = new MemoryDocumentStore();
const reports = new ReportQueries(store);
// The same service on a store that counts what it reads: how many documents each report reads.
const counting = countingStore(store);
const countingReports = new ReportQueries(counting);
for (const projection of ALL_PROJECTIONS) {
  for (const index of projection.indexes ?? []) await store.collection(projection.collection).createIndex(index.keys, index.options);
}

async function measureAll(label) {
  const documents = Object.fromEntries(await Promise.all(COLLECTIONS.map(async (c) => [c, await store.collection(c).countDocuments({})])));
  const heap = heapUsed();
  console.log(
    `${label}: ${Object.entries(documents)
      .map(([c, n]) => `${c} ${n.toLocaleString('en')}`)
      .join(', ')}; heap used ${mb(heap)}; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores. Timing...`,
  );
  const results = [];
  for (const [report, , query] of QUERIES) {
    counting.reset();
    await countingReports.run(report, { ...query }, BENCH_ORG_ID);
    results.push({ ...(await timeRuns(() => reports.run(report, { ...query }, BENCH_ORG_ID))), read: counting.read() });
  }
  return { documents, heap, results };
}

let applying = 0;
let measuring = 0;
let events = 0;
let atCheckpoint;
const started = performance.now();
for (const event of recorded(organisationYear({ endMs: END, people: PEOPLE }))) {
  const t = performance.now();
  for (const projection of ALL_PROJECTIONS) {
    if (projection.handles.includes(event.type)) await applyProjection(store, projection, event);
  }
  applying += performance.now() - t;
  events += 1;
  if (events === CHECKPOINT) {
    const m = performance.now();
    atCheckpoint = await measureAll(`After ${CHECKPOINT.toLocaleString('en')} events`);
    measuring = performance.now() - m;
  }
  if (events % 100_000 === 0) console.log(`  ${events.toLocaleString('en')} events applied (${((performance.now() - started) / 1000).toFixed(0)} s)`);
}
const total = (performance.now() - started - measuring) / 1000;
console.log(
  `Generated and applied ${events.toLocaleString('en')} events in ${total.toFixed(1)} s: projections ${(applying / 1000).toFixed(1)} s ` +
    `(${Math.round(events / (applying / 1000)).toLocaleString('en')} events/s, ${ALL_PROJECTIONS.length} projections), generation ${(total - applying / 1000).toFixed(1)} s.`,
);
const atEnd = await measureAll(`After ${events.toLocaleString('en')} events`);

const rows = QUERIES.map(([report, variant], i) => {
  const before = atCheckpoint.results[i];
  const after = atEnd.results[i];
  const ratio = after.median / before.median;
  return {
    report,
    query: variant,
    [`docs read @10k`]: before.read,
    [`docs read @1M`]: after.read,
    [`median ms @10k`]: ms(before.median),
    [`median ms @1M`]: ms(after.median),
    ratio: ratio.toFixed(2),
    [`p95 ms @1M`]: ms(after.p95),
    runs: after.runs,
    goal: ratio <= GOAL_RATIO && after.median < GOAL_MS ? 'PASS' : 'FAIL',
  };
});
console.table(rows);
console.table(
  Object.fromEntries(
    [...COLLECTIONS, 'heap used'].map((c) => [
      c,
      c === 'heap used'
        ? { [`@${CHECKPOINT.toLocaleString('en')}`]: mb(atCheckpoint.heap), [`@${events.toLocaleString('en')}`]: mb(atEnd.heap) }
        : { [`@${CHECKPOINT.toLocaleString('en')}`]: atCheckpoint.documents[c], [`@${events.toLocaleString('en')}`]: atEnd.documents[c] },
    ]),
  ),
);
const failed = rows.filter((r) => r.goal === 'FAIL');
console.log(
  failed.length === 0
    ? `PASS: every report within ratio <= ${GOAL_RATIO} and median < ${GOAL_MS} ms at ${events.toLocaleString('en')} events.`
    : `FAIL: ${failed.length} of ${rows.length} queries miss the goal (ratio <= ${GOAL_RATIO} and median < ${GOAL_MS} ms): ${failed.map((r) => `${r.report} (${r.query})`).join('; ')}.`,
);
