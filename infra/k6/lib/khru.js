/* global __ENV, __VU, __ITER */
// Shared by the scenarios: where Khru answers, how its API is called, and the pause between pages.
import { check, sleep } from 'k6';
import http from 'k6/http';

/** `npm start` by default; the production profile is nginx on http://localhost:8080. */
export const BASE_URL = (__ENV.BASE_URL || 'http://localhost:3000').replace(/\/+$/, '');

/** Seconds a person spends on a page before the next click (0 in the Node smoke run). */
const THINK_SECONDS = __ENV.THINK_SECONDS === undefined || __ENV.THINK_SECONDS === '' ? 1 : Number(__ENV.THINK_SECONDS);

/** The request rate of a scenario: `<NAME>_RATE` from the environment, or the scenario's default (iterations per second). */
export const rate = (name, fallback) => Number(__ENV[`${name}_RATE`] || fallback);

export const url = (path) => `${BASE_URL}${path}`;

/**
 * Parameters of an API call as the learner app sends it (JSON, the page's language, the token when
 * logged in); `name` groups URLs with ids under one metric tag.
 */
export function params(name, { token, lang = 'en', headers = {} } = {}) {
  return {
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': lang,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    tags: { name },
  };
}

/** A batch entry for `http.batch`: `[method, url, body, params]`. */
export const call = (method, path, body, name, options) => [
  method,
  url(path),
  body === null ? null : JSON.stringify(body),
  params(name || `${method} ${path}`, options),
];

/** The parsed JSON body, or null when the body is not JSON (a failed check then says why). */
export function json(response) {
  try {
    return response.json();
  } catch {
    return null;
  }
}

/** The virtual user's next item: each user walks the list from its own place, so a run covers it evenly and a smoke run is repeatable. */
export const next = (list) => list[(__VU + __ITER) % list.length];

export const think = () => sleep(THINK_SECONDS * (0.5 + Math.random()));

/** The demo accounts' password (infra/seed/accounts.json, organisation.json). */
export const DEMO_PASSWORD = 'khru-demo-2026';

/** Logs a demo person in; their access token, or null (a failed check says why). */
export function logIn(email, password = DEMO_PASSWORD) {
  const response = http.post(url('/api/authapi/auth/login'), JSON.stringify({ email, password }), params('POST /api/authapi/auth/login'));
  const auth = json(response);
  check(response, { 'the person is logged in': (r) => r.status === 200 && auth !== null && typeof auth.jwtToken === 'string' });
  return auth ? auth.jwtToken : null;
}

/** A spike: a quiet start, a climb to `peak` iterations per second in 5 s, `holdSeconds` there, and back down. */
export const spike = (peak, holdSeconds) => ({
  executor: 'ramping-arrival-rate',
  startRate: 1,
  timeUnit: '1s',
  preAllocatedVUs: 20,
  maxVUs: 200,
  stages: [
    { target: 1, duration: '10s' },
    { target: peak, duration: '5s' },
    { target: peak, duration: `${holdSeconds}s` },
    { target: 1, duration: '5s' },
  ],
});
