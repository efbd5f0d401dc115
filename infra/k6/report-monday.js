/* global __ENV, __ITER */
// Monday, 9 am: the organisation's admins and HR log in and read the week's reports in the admin app,
// as its pages ask for them (admin-app/src/dataProvider/reports.ts, report-search.ts): the Learning
// Dashboard (this month's top courses, skills and learners), the Learning Summary by department, one
// learner's drill-down page, and an export of the summary (XLSX or CSV, in English or Thai).
import http from 'k6/http';
import { check, group } from 'k6';
import { json, logIn, next, params, rate, think, url } from './lib/khru.js';

const ORGANISATION = JSON.parse(open('../seed/organisation.json'));
/** Who reads reports in the demo organisation: its admins and HR (VIEW_REPORTS). */
const READERS = ORGANISATION.employees.filter((e) => e.role === 'ORG_ADMIN' || e.role === 'HR').map((e) => e.email);
const VISITS = rate('REPORT', 2);
/** The report readers at their desks at the peak: the most visits under way at once. */
const READERS_AT_PEAK = Number(__ENV.REPORT_VUS || 50);
/** The admin app's default filters: this month (spec section 3), 10 rows a page (section 9). */
const THIS_MONTH = { filterMode: 'List', dateRange: 1 };
const PAGE = { skip: 0, take: 10 };

export const options = {
  scenarios: {
    monday_reports: {
      executor: 'ramping-arrival-rate',
      startRate: 0,
      timeUnit: '1s',
      preAllocatedVUs: Math.min(10, READERS_AT_PEAK),
      maxVUs: READERS_AT_PEAK,
      stages: [
        { target: VISITS, duration: '1m' },
        { target: VISITS, duration: '3m' },
        { target: 0, duration: '30s' },
      ],
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    http_req_duration: ['p(95)<1000'],
    'http_req_duration{group:::dashboard}': ['p(95)<500'],
    'http_req_duration{group:::summary}': ['p(95)<500'],
    'http_req_duration{group:::drill-down}': ['p(95)<500'],
    'http_req_duration{group:::export}': ['p(95)<2000'],
    checks: ['rate>0.99'],
  },
};

const ok = (response) => response.status === 200;
const report = (name, body, token, lang) =>
  http.post(url(`/api/reportsapi/${name}`), JSON.stringify(body), params(`POST /api/reportsapi/${name}`, { token, lang }));

function adminApp() {
  const page = http.get(url('/admin/'), { headers: { Accept: 'text/html' }, tags: { name: 'GET /admin/' } });
  const assets = (page.body || '').match(/\/admin\/assets\/[\w.-]+\.(?:js|css)/g) || [];
  check(page, { 'the admin app is served': (r) => ok(r) && r.body.includes('id="root"') });
  const loaded = http.batch(assets.filter((a, i) => assets.indexOf(a) === i).map((a) => ['GET', url(a), null, { tags: { name: 'GET /admin/assets/*' } }]));
  check(loaded, { 'its scripts and styles load': (responses) => responses.every(ok) });
}

export default function () {
  const lang = __ITER % 2 === 0 ? 'th' : 'en';
  const token = group('login', () => logIn(next(READERS)));
  if (!token) return;
  group('dashboard', () => {
    adminApp();
    const response = report('learning-dashboard', { ...THIS_MONTH, ...PAGE }, token, lang);
    const answer = json(response);
    check(response, {
      'the dashboard has its top lists and leaderboard': (r) =>
        ok(r) && answer !== null && Array.isArray(answer.topCourses) && Array.isArray(answer.topSkills) && Array.isArray(answer.data),
      'top lists hold at most 10': () => answer !== null && answer.topCourses.length <= 10 && answer.data.length <= 10,
    });
  });
  think();
  let learners = [];
  group('summary', () => {
    const response = report('learning-summary', { ...THIS_MONTH, dimension: 'DEPARTMENT', ...PAGE }, token, lang);
    const answer = json(response);
    check(response, {
      'the summary has its department groups and a page of learners': (r) =>
        ok(r) && answer !== null && answer.dimension === 'DEPARTMENT' && Array.isArray(answer.groups) && Array.isArray(answer.data) && answer.data.length <= 10,
    });
    learners = answer !== null && Array.isArray(answer.data) ? answer.data.map((row) => row.userId) : [];
  });
  think();
  group('drill-down', () => {
    // A learner of the summary's page, as its row's link opens them; the whole organisation's rows when the page is empty.
    const userId = learners.length > 0 ? next(learners) : undefined;
    const response = report('learning-summary-drill-down', { ...THIS_MONTH, ...(userId ? { userId } : {}), ...PAGE }, token, lang);
    const answer = json(response);
    check(response, {
      'the drill-down lists a page of rows': (r) => ok(r) && answer !== null && Array.isArray(answer.data) && answer.data.length <= 10,
      'its rows are the chosen learner\u2019s': () => answer !== null && (!userId || answer.data.every((row) => row.userId === userId)),
    });
  });
  think();
  group('export', () => {
    const format = __ITER % 4 < 2 ? 'xlsx' : 'csv';
    const response = http.post(url(`/api/reportsapi/learning-summary/export?format=${format}`), JSON.stringify({ ...THIS_MONTH, dimension: 'DEPARTMENT' }), {
      ...params(`POST /api/reportsapi/learning-summary/export?format=${format}`, { token, lang }),
      responseType: format === 'csv' ? 'text' : 'none',
    });
    check(response, {
      'the export is a file to save': (r) => ok(r) && /attachment; filename=/.test(r.headers['Content-Disposition'] || ''),
      'the file is the format asked': (r) => (r.headers['Content-Type'] || '').includes(format === 'csv' ? 'text/csv' : 'spreadsheetml'),
      'a CSV holds its filters and a header line': (r) => format !== 'csv' || (r.body || '').trim().split('\n').length > 1,
    });
  });
  think();
}
