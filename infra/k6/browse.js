// Browse: a visitor lands on the home page (the app, its scripts, and every API call the page makes),
// opens a category, then a course's overview. One iteration is one visit.
import http from 'k6/http';
import { check, group } from 'k6';
import { call, json, next, rate, think, url } from './lib/khru.js';

/** The demo catalogue the server seeds at first start (SEED=true). */
const COURSES = JSON.parse(open('../seed/courses.json')).courses;

/** What the home page and the category page ask for (learner-app: highlights, bundles, category routes). */
const HIGHLIGHTS = { loadOptions: { filter: ['isHighlights', '=', true], take: 9999 } };
const BUNDLES = { loadOptions: { filter: ['isSingleCertificate', 'contains', false], requireTotalCount: true } };
const CATEGORY_PAGE_SIZE = 16;
const LIST = 'POST /api/coursesapi/course/list-by-post';

const visits = rate('BROWSE', 5);

export const options = {
  scenarios: {
    browse: {
      executor: 'ramping-arrival-rate',
      startRate: 1,
      timeUnit: '1s',
      preAllocatedVUs: 20,
      maxVUs: 200,
      stages: [
        { target: visits, duration: '30s' },
        { target: visits, duration: '2m' },
        { target: 0, duration: '15s' },
      ],
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    http_req_duration: ['p(95)<500'],
    'http_req_duration{group:::home}': ['p(95)<500'],
    'http_req_duration{group:::category}': ['p(95)<400'],
    'http_req_duration{group:::course}': ['p(95)<400'],
    checks: ['rate>0.99'],
  },
};

const ok = (response) => response.status === 200;
const listed = (response) => ok(response) && json(response) !== null && Array.isArray(json(response).data) && json(response).data.length > 0;

function home() {
  const page = http.get(url('/'), { headers: { Accept: 'text/html' }, tags: { name: 'GET /' } });
  const assets = (page.body || '').match(/\/assets\/[\w.-]+\.(?:js|css)/g) || [];
  check(page, {
    'the learner app is served': (r) => ok(r) && r.body.includes('id="root"'),
    'the app names its scripts and styles': () => assets.length > 0,
  });
  const loaded = http.batch(assets.filter((a, i) => assets.indexOf(a) === i).map((a) => ['GET', url(a), null, { tags: { name: 'GET /assets/*' } }]));
  check(loaded, { 'its scripts and styles load': (responses) => responses.every(ok) });

  const api = http.batch({
    banners: call('POST', '/api/cmsapi/banner/search', {}),
    highlights: call('POST', '/api/coursesapi/course/list-by-post', HIGHLIGHTS, `${LIST} (highlights)`),
    categories: call('GET', '/api/coursesapi/category', null),
    bundles: call('POST', '/api/certificatesapi/get-certificates/', BUNDLES),
    choices: call('POST', '/api/cmsapi/choice/search', {}),
    jobFunctions: call('GET', '/api/coursesapi/job-functions', null),
    health: call('GET', '/api/health', null),
  });
  check(api, {
    'banners are shown': (r) => listed(r.banners),
    'highlighted courses are shown': (r) => listed(r.highlights) && json(r.highlights).data.every((c) => c.isHighlights),
    'categories are listed': (r) => listed(r.categories),
    'bundles are listed': (r) => listed(r.bundles),
    'the editors\u2019 shelves are listed': (r) => listed(r.choices),
    'job functions are listed': (r) => ok(r.jobFunctions) && json(r.jobFunctions) !== null && json(r.jobFunctions).jobFunctions.length > 0,
    'the service reports healthy': (r) => ok(r.health),
  });

  // Each shelf loads its courses; each banner its picture.
  const choices = listed(api.choices) ? json(api.choices).data : [];
  const banners = listed(api.banners) ? json(api.banners).data : [];
  const shelves = http.batch(
    choices.map((c) => call('POST', '/api/coursesapi/course/list-by-post', { customFilter: { ids: c.courseIds } }, `${LIST} (shelf)`)),
  );
  const pictures = http.batch(
    banners.filter((b) => b.imageUrlEn).map((b) => ['GET', url(b.imageUrlEn), null, { tags: { name: 'GET /media/demo/banners/*' } }]),
  );
  check(null, {
    'every shelf shows its courses': () => shelves.length > 0 && shelves.every(listed),
    'every banner picture loads': () => pictures.every(ok),
  });
}

function category(categoryId) {
  const page = http.batch({
    categories: call('GET', '/api/coursesapi/category', null),
    courses: call(
      'POST',
      '/api/coursesapi/course/list-by-post',
      { loadOptions: { skip: 0, take: CATEGORY_PAGE_SIZE, requireTotalCount: true, filter: ['categoryId', '=', categoryId] } },
      `${LIST} (category)`,
    ),
  });
  check(page, {
    'the category is known': (r) => listed(r.categories) && json(r.categories).data.some((c) => c.id === categoryId),
    'the category lists its own courses': (r) =>
      listed(r.courses) && json(r.courses).totalCount >= 1 && json(r.courses).data.every((c) => c.courseMetadata.categoryId === categoryId),
    'a page holds at most 16 courses': (r) => listed(r.courses) && json(r.courses).data.length <= CATEGORY_PAGE_SIZE,
  });
}

function course(courseId) {
  const path = `/api/coursesapi/course/${encodeURIComponent(courseId)}`;
  const page = http.batch({
    course: call('GET', path, null, 'GET /api/coursesapi/course/:id'),
    restrictions: call('GET', `${path}/restrictions`, null, 'GET /api/coursesapi/course/:id/restrictions'),
  });
  const terms = ok(page.restrictions) ? json(page.restrictions) : null;
  check(page, {
    'the overview shows the course asked for': (r) => ok(r.course) && json(r.course) !== null && json(r.course).id === courseId,
    'the overview shows the curriculum': (r) => ok(r.course) && json(r.course) !== null && json(r.course).curriculum.sortedSections.length > 0,
    'the course terms are shown': () => terms !== null && Array.isArray(terms.bundleIds),
  });
  // The terms link the bundles that include the course, by name.
  const bundles = http.batch(
    ((terms && terms.bundleIds) || []).map((id) =>
      call('GET', `/api/certificatesapi/bundles/${encodeURIComponent(id)}`, null, 'GET /api/certificatesapi/bundles/:id'),
    ),
  );
  check(bundles, { 'the bundles that include it are named': (responses) => responses.every(ok) });
}

export default function () {
  const chosen = next(COURSES);
  group('home', home);
  think();
  group('category', () => category(chosen.categoryId));
  think();
  group('course', () => course(chosen.id));
}
