// The `k6/http` module for the Node runner. k6's http calls block the virtual user until the response
// is in; here a worker thread does the fetch while this thread waits on a shared flag.
import { Buffer } from 'node:buffer';
import { MessageChannel, Worker, receiveMessageOnPort } from 'node:worker_threads';
import { recordRequest } from './recorder.mjs';

const DEFAULT_TIMEOUT_MS = 60_000;
const USER_AGENT = 'k6-node-runner';

let bridge = null;
const worker = () => {
  if (bridge) return bridge;
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  new Worker(new URL('./http-worker.mjs', import.meta.url), { workerData: { port: port2, signal }, transferList: [port2] }).unref();
  bridge = { signal, port: port1 };
  return bridge;
};

function exchange(wire) {
  const { signal, port } = worker();
  Atomics.store(signal, 0, 0);
  port.postMessage(wire);
  const patience = Math.max(...wire.map((r) => r.timeoutMs)) + 10_000;
  if (Atomics.wait(signal, 0, 0, patience) === 'timed-out') throw new Error('the HTTP worker did not answer');
  return receiveMessageOnPort(port).message;
}

/** `60s`, `500ms`, `2m` or a number of milliseconds, as k6's `timeout` parameter. */
function milliseconds(timeout) {
  if (timeout === undefined) return DEFAULT_TIMEOUT_MS;
  if (typeof timeout === 'number') return timeout;
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(String(timeout));
  if (!match) throw new Error(`invalid timeout "${timeout}"`);
  return Number(match[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2]];
}

/** As Go's http.CanonicalHeaderKey, which is how k6 names response headers (`Content-Type`, `Location`). */
const canonical = (name) => name.toLowerCase().replace(/(^|-)([a-z])/g, (_, dash, letter) => dash + letter.toUpperCase());

function wireRequest(method, url, body, params = {}) {
  if (!/^https?:\/\//i.test(String(url))) throw new Error(`k6 needs an absolute http(s) URL (got "${url}")`);
  if (params.responseType && params.responseType !== 'text' && params.responseType !== 'none')
    throw new Error(`the Node runner supports responseType text and none (got "${params.responseType}")`);
  const headers = { 'User-Agent': USER_AGENT, ...params.headers };
  let payload = null;
  if (typeof body === 'string') payload = Buffer.from(body);
  else if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) payload = Buffer.from(body);
  else if (body && typeof body === 'object') {
    // k6 form-encodes an object body.
    payload = Buffer.from(new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString());
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  }
  return {
    method: method.toUpperCase(),
    url: String(url),
    headers,
    body: payload,
    followRedirects: params.redirects === undefined || params.redirects > 0,
    timeoutMs: milliseconds(params.timeout),
    discardBody: params.responseType === 'none',
  };
}

/** A path into parsed JSON as k6's `json(selector)` reads simple gjson paths: `data.0.id`, `data.#`. */
function select(value, selector) {
  let current = value;
  for (const part of selector.split('.')) {
    if (current === null || current === undefined) return undefined;
    current = part === '#' && Array.isArray(current) ? current.length : current[part];
  }
  return current;
}

function response(request, wire) {
  const headers = {};
  for (const [name, value] of wire.headers) {
    const key = canonical(name);
    headers[key] = headers[key] === undefined ? value : `${headers[key]}, ${value}`;
  }
  return {
    status: wire.status,
    status_text: wire.statusText,
    url: wire.url,
    headers,
    body: wire.body,
    error: wire.error,
    error_code: wire.error ? 1000 : 0,
    timings: { ...wire.timings, blocked: 0, connecting: 0, tls_handshaking: 0, sending: 0 },
    request: { method: request.method, url: request.url, headers: request.headers, body: request.body ? request.body.toString() : '' },
    json(selector) {
      if (typeof this.body !== 'string') throw new Error('the response has no body to parse as JSON');
      const parsed = JSON.parse(this.body);
      return selector ? select(parsed, selector) : parsed;
    },
  };
}

function send(requests) {
  if (requests.length === 0) return [];
  const answers = exchange(requests);
  return requests.map((request, i) => {
    const result = response(request, answers[i]);
    recordRequest(request.method, request.url, result);
    return result;
  });
}

export const request = (method, url, body, params) => send([wireRequest(method, url, body, params)])[0];
export const get = (url, params) => request('GET', url, null, params);
export const post = (url, body, params) => request('POST', url, body, params);
export const put = (url, body, params) => request('PUT', url, body, params);
export const patch = (url, body, params) => request('PATCH', url, body, params);
export const del = (url, body, params) => request('DELETE', url, body, params);

/** Several requests in parallel: an array or an object of URLs, `[method, url, body, params]` arrays or `{method, url, body, params}` objects. */
export function batch(requests) {
  const entries = Object.entries(requests);
  const wire = entries.map(([, r]) => {
    if (typeof r === 'string') return wireRequest('GET', r, null);
    if (Array.isArray(r)) return wireRequest(r[0], r[1], r[2], r[3]);
    return wireRequest(r.method ?? 'GET', r.url, r.body, r.params);
  });
  const answers = send(wire);
  if (Array.isArray(requests)) return answers;
  return Object.fromEntries(entries.map(([key], i) => [key, answers[i]]));
}

export default { request, get, post, put, patch, del, batch };
