// Search suggest: a visitor types into the header's search box, which asks for suggestions once the
// typing pauses (a part of the word, then the whole word), in English and in Thai.
import http from 'k6/http';
import { check, group, sleep } from 'k6';
import { json, params, next, rate, url } from './lib/khru.js';

/** The search box waits this long after the last key before it asks (learner-app search-box). */
const DEBOUNCE_SECONDS = 0.25;
const GROUPS = ['course', 'instructor', 'category', 'bundleCertificate'];

/** What visitors type: a pause part-way, then the whole word; each whole word matches the demo catalogue. */
const ENGLISH = [
  { partial: 'pyth', whole: 'python' },
  { partial: 'exc', whole: 'excel' },
  { partial: 'mark', whole: 'marketing' },
  { partial: 'lead', whole: 'leadership' },
  { partial: 'negot', whole: 'negotation' },
];
const THAI = [
  { partial: 'การ', whole: 'การตลาด' },
  { partial: 'ข้อ', whole: 'ข้อมูล' },
  { partial: 'อังกฤ', whole: 'ภาษาอังกฤษ' },
  { partial: 'ผู้', whole: 'ผู้นำ' },
  { partial: 'กลยุ', whole: 'กลยุทธ์' },
];

const typing = (r) => ({ executor: 'constant-arrival-rate', rate: r, timeUnit: '1s', duration: '2m', preAllocatedVUs: 10, maxVUs: 100 });

export const options = {
  scenarios: {
    suggest_en: { ...typing(rate('SUGGEST_EN', 10)), exec: 'english' },
    suggest_th: { ...typing(rate('SUGGEST_TH', 10)), exec: 'thai' },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    http_req_duration: ['p(95)<300'],
    'http_req_duration{scenario:suggest_en}': ['p(95)<300'],
    'http_req_duration{scenario:suggest_th}': ['p(95)<300'],
    checks: ['rate>0.99'],
  },
};

const suggest = (text, lang) =>
  http.get(url(`/api/searchapi/suggest/global?search=${encodeURIComponent(text)}`), params('GET /api/searchapi/suggest/global', { lang }));
const grouped = (r) => r.status === 200 && json(r) !== null && GROUPS.every((g) => Array.isArray(json(r)[g]));

function type(word, lang) {
  const part = suggest(word.partial, lang);
  check(part, { 'a part of a word is answered in four groups': grouped });
  sleep(DEBOUNCE_SECONDS);
  const whole = suggest(word.whole, lang);
  check(whole, {
    'a whole word is answered in four groups': grouped,
    'a whole word finds something': (r) => grouped(r) && GROUPS.some((g) => json(r)[g].length > 0),
    'no group holds more than five': (r) => grouped(r) && GROUPS.every((g) => json(r)[g].length <= 5),
  });
}

export function english() {
  group('english', () => type(next(ENGLISH), 'en'));
}

export function thai() {
  group('thai', () => type(next(THAI), 'th'));
}
