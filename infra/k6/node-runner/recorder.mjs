// What a smoke run saw: check outcomes by name, requests and the failed ones, the current group path.
// The shims write here and run.mjs reads it; one instance per process, reset for each script.

const MAX_LISTED_FAILURES = 20;

let groups = [];
let checks = new Map();
let requests = { total: 0, failed: 0, listed: [] };

export function reset() {
  groups = [];
  checks = new Map();
  requests = { total: 0, failed: 0, listed: [] };
}

/** k6 names a group path `::outer::inner`; the root is the empty string. */
export const groupPath = () => (groups.length ? `::${groups.join('::')}` : '');

export function enterGroup(name) {
  groups.push(name);
}

export function leaveGroup() {
  groups.pop();
}

export function recordCheck(name, passed) {
  const key = `${groupPath()}::${name}`;
  const counts = checks.get(key) ?? { group: groupPath(), name, passes: 0, fails: 0 };
  if (passed) counts.passes += 1;
  else counts.fails += 1;
  checks.set(key, counts);
}

/** A request fails as k6's default `http_req_failed` counts it: a transport error or a status outside 200-399. */
export function recordRequest(method, url, response) {
  requests.total += 1;
  if (response.status >= 200 && response.status < 400) return;
  requests.failed += 1;
  if (requests.listed.length < MAX_LISTED_FAILURES) {
    requests.listed.push(`${groupPath() || '::'} ${method} ${url} -> ${response.status}${response.error ? ` (${response.error})` : ''}`);
  }
}

export const snapshot = () => ({ checks: [...checks.values()], requests: { ...requests, listed: [...requests.listed] } });
