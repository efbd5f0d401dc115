// On demand: `npm run build && npm run bench:search`.
// Recall of Thai queries (thai-subword-queries.json, written by hand from the seeded titles) on the
// embedded default with the demo seed, through the results page (`searchapi/search/courses`, its
// courses and bundles) and the header's suggestions (`searchapi/suggest/global`, at most 5 a group).
// What a query should find is every published course or bundle whose Thai title contains it. A query
// is a sub-word one when, in some title holding it, it starts or ends inside one of the segmenter's
// words; the goal (recall >= 0.95) is theirs. Whole-word queries are shown beside them.
import { loadRuntimeConfig } from '@khru/platform';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootstrap } from '@khru/backend/harness';

const GOAL = 0.95;
const SUGGESTIONS_PER_GROUP = 5;
const here = new URL('.', import.meta.url);
const { queries } = JSON.parse(readFileSync(new URL('thai-subword-queries.json', here), 'utf8'));
const seed = (file) => JSON.parse(readFileSync(new URL(`../../infra/seed/${file}`, here), 'utf8'));
const seededCourses = seed('courses.json').courses;
const seededBundles = seed('bundles.json').bundles;

const dataDir = mkdtempSync(join(tmpdir(), 'khru-bench-search-'));
const config = loadRuntimeConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '10000000' });
const app = await bootstrap(config, { logs: false });
await app.listen(0, '127.0.0.1');
const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
const get = async (path) => {
  const response = await fetch(`${base}/api/${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
};

// The search index is rebuilt from the feed at start: wait until it holds every published course.
const published = new Set();
for (let skip = 0; ; skip += 100) {
  const page = await get(`searchapi/search/courses?take=100&skip=${skip}`);
  for (const course of page.data) published.add(course.id);
  if (skip + 100 >= page.totalCount) break;
}
for (let tries = 0; (await get(`searchapi/suggest/global?search=excel`)).course.length < 3; tries += 1) {
  if (tries > 200) throw new Error('the search index never caught up with the seed');
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const titled = [
  ...seededCourses.filter((c) => published.has(c.id)).map((c) => ({ kind: 'course', id: c.id, th: c.title.th })),
  ...seededBundles.map((b) => ({ kind: 'bundleCertificate', id: b.id, th: b.name.th })),
];

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
const boundaries = (title) => new Set([...segmenter.segment(title)].flatMap((s) => [s.index, s.index + s.segment.length]));
const isSubWord = (query) =>
  titled.some(({ th }) => {
    const edges = boundaries(th);
    for (let at = th.indexOf(query); at >= 0; at = th.indexOf(query, at + 1)) if (!edges.has(at) || !edges.has(at + query.length)) return true;
    return false;
  });

const tally = {};
const count = (surface, query, expected, found, cap = Infinity) => {
  tally[surface] ??= { queries: 0, expected: 0, found: 0, misses: [] };
  tally[surface].queries += 1;
  for (const kind of ['course', 'bundleCertificate']) {
    const wanted = expected.filter((e) => e.kind === kind);
    const hits = wanted.filter((e) => found[kind].has(e.id)).length;
    const due = Math.min(wanted.length, cap);
    tally[surface].expected += due;
    tally[surface].found += Math.min(hits, due);
    if (hits < due) tally[surface].misses.push(`${query} (${kind}: ${hits} of ${due})`);
  }
};
for (const query of queries) {
  const expected = titled.filter((t) => t.th.includes(query));
  if (expected.length === 0) throw new Error(`"${query}" is in no published Thai title: the query set is stale`);
  const text = encodeURIComponent(query);
  const kind = isSubWord(query) ? 'sub-word' : 'whole-word';
  const results = await get(`searchapi/search/courses?search=${text}&take=100`);
  count(`${kind}: results`, query, expected, { course: new Set(results.data.map((c) => c.id)), bundleCertificate: new Set(results.bundles.map((b) => b.id)) });
  const groups = await get(`searchapi/suggest/global?search=${text}`);
  count(
    `${kind}: suggestions`,
    query,
    expected,
    { course: new Set(groups.course.map((c) => c.id)), bundleCertificate: new Set(groups.bundleCertificate.map((b) => b.id)) },
    SUGGESTIONS_PER_GROUP,
  );
}

await app.close();
rmSync(dataDir, { recursive: true, force: true });

console.log(`Thai sub-word recall: ${queries.length} queries over ${titled.length} published titles (goal >= ${GOAL})`);
const rows = {};
for (const [surface, { queries: asked, expected, found, misses }] of Object.entries(tally).sort()) {
  const recall = found / expected;
  const goal = surface.startsWith('sub-word') ? (recall >= GOAL ? 'met' : 'MISSED') : '';
  rows[surface] = { queries: asked, expected, found, recall: recall.toFixed(3), goal, misses: misses.slice(0, 4).join('; ') };
}
console.table(rows);
