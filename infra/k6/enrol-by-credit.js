/* global __VU, __ITER */
// A spike of corporate enrolments: the demo organisation's people on its unlimited cost centre log
// in once (setup), then enrol in courses by credits as the course page does: read the quote (price in
// credits, balance, licence), then confirm (`POST paymentapi/enroll-single-item` with an
// Idempotency-Key). An enrolment asked again answers the same enrolment, so every call is a 200.
import http from 'k6/http';
import { check, group } from 'k6';
import { json, logIn, next, params, rate, spike, think, url } from './lib/khru.js';

const ORGANISATION = JSON.parse(open('../seed/organisation.json'));
const UNLIMITED = ORGANISATION.costCentres.filter((c) => c.unlimited).map((c) => c.code);
/** The demo organisation's people who draw on an unlimited cost centre (all hold the all-access licence). */
const PEOPLE = ORGANISATION.employees.filter((e) => UNLIMITED.includes(e.costCentre)).map((e) => e.email);
/** Online courses of the demo catalogue (each has a price in credits). */
const COURSES = JSON.parse(open('../seed/courses.json'))
  .courses.filter((c) => !c.trainingStartsAt)
  .map((c) => c.id);
const PEAK = rate('ENROL', 20);

export const options = {
  scenarios: {
    enrol_spike: spike(PEAK, 30),
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{group:::quote}': ['p(95)<300'],
    'http_req_duration{group:::enrol}': ['p(95)<800'],
    checks: ['rate>0.99'],
  },
};

export function setup() {
  return PEOPLE.map((email) => logIn(email)).filter((token) => token !== null);
}

export default function (tokens) {
  const token = next(tokens);
  const course = COURSES[(__VU * 7 + __ITER) % COURSES.length];
  const lang = __ITER % 2 === 0 ? 'en' : 'th';
  group('quote', () => {
    const response = http.get(url(`/api/paymentapi/credit-quote?itemId=${course}&isBundle=false`), params('GET /api/paymentapi/credit-quote', { token, lang }));
    const quote = json(response);
    check(response, {
      'the quote has a price in credits': (r) => r.status === 200 && quote !== null && quote.credits > 0,
      'the employee holds a licence for it': () => quote !== null && quote.hasLicence === true,
    });
  });
  group('enrol', () => {
    const response = http.post(
      url('/api/paymentapi/enroll-single-item'),
      JSON.stringify({ itemId: course, isBundle: false }),
      params('POST /api/paymentapi/enroll-single-item', { token, lang, headers: { 'Idempotency-Key': `k6-${__VU}-${__ITER}-${course}` } }),
    );
    const enrolment = json(response);
    check(response, { 'the employee is enrolled': (r) => r.status === 200 && enrolment !== null && enrolment.itemId === course });
  });
  think();
}
