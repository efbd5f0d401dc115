import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import fresh from 'fresh';
import { READ_POSITION_QUERY } from '@khru/contracts';
import { ReadSet, trackReads } from '@khru/platform';
import type { ServeBuilt } from '../static/serve-apps.js';
import { errorResponse } from '../errors/error-response.factory.js';
import { requestLocale } from '../locale/request-locale.js';
import { CONTENT_CODINGS, preferredEncoding } from '../compression/accept-encoding.js';
import { acceptEncoding, compressAnswers } from '../compression/compress-answers.js';
import type { AnswerCache, KeptAnswer } from './answer-cache.js';
import type { RateLimitCheck } from './api-rate-limit.js';
import type { ProxyTrust } from './client-address.js';
import { isMarkedCacheable } from './edge-cacheable.js';
import { SECURITY_HEADER_NAMES, securityHeadersFor, setHeaders, type HeaderList } from './security-headers.js';

export interface EdgeParts {
  /** The API (Express with Nest's routes): everything the edge does not answer itself. */
  app: RequestListener;
  serveBuilt: ServeBuilt;
  rateLimit: RateLimitCheck;
  /** Who the client is, and whether it came over HTTPS, as far as the trusted proxies say. */
  trust: ProxyTrust;
  /** Starts the request's log line (pino-http), written when the answer is sent. */
  logRequest: (request: IncomingMessage, response: ServerResponse) => void;
  /** Anonymous answers kept while their reads hold; null where read models live in another process (MongoDB). */
  cache: AnswerCache | null;
  /** Parses a JSON body the edge has read, with the app's parser (see parseJsonBodyRead). */
  parseJsonBody: (request: IncomingMessage, response: ServerResponse, bytes: Buffer) => Promise<void>;
}

/** A query's body is small: only a JSON body of a stated length up to this is read by the edge. */
const QUERY_BODY_BYTES = 8 * 1024;
const JSON_TYPE = /^application\/json\s*(;\s*charset=utf-8\s*)?$/i;

const smallJson = (request: IncomingMessage) => {
  const length = Number(request.headers['content-length']);
  return length > 0 && length <= QUERY_BODY_BYTES && JSON_TYPE.test(request.headers['content-type'] ?? '') && !request.headers['content-encoding'];
};

function readAll(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    request.once('error', reject);
  });
}

// Headers that belong to one request and are never kept with an answer (security headers are set per request too).
const NOT_KEPT = new Set(['x-request-id', 'ratelimit', 'ratelimit-policy', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'set-cookie']);
const AFTER_PARAMETER = new RegExp(`[?&]${READ_POSITION_QUERY}=`);

/** A failure of the edge itself: logged with the request, answered with the catalogue's 500 body (never a stack). */
function unexpected(request: IncomingMessage, response: ServerResponse, error: unknown): void {
  (request as IncomingMessage & { log?: { error(details: object, message: string): void } }).log?.error({ err: error }, 'unexpected error at the edge');
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const { response: body } = errorResponse(error, requestLocale(request));
  response.writeHead(body.statusCode, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

/**
 * The HTTP server's request listener, in front of Express: the cheap answers are given here, without Express
 * or Nest (ADR 16). Every answer gets the security headers. The built apps are sent from memory. An API request
 * gets its log line and the rate limit; an anonymous read of an `@EdgeCacheable()` route is answered from
 * the answer cache while everything it was built from is unchanged, and otherwise goes to the app with its
 * reads tracked, so its answer can be kept. The rest goes to the app as it is.
 */
export function httpEdge(parts: EdgeParts): RequestListener {
  // Learned from the app's answers: POST routes that are queries whose answers may be kept (list-by-post).
  const cacheablePosts = new Set<string>();

  const keptHeaders = (response: ServerResponse): HeaderList | null => {
    if (response.hasHeader('set-cookie')) return null;
    const headers: [string, string][] = [];
    for (const name of response.getHeaderNames()) {
      if (NOT_KEPT.has(name) || SECURITY_HEADER_NAMES.has(name)) continue;
      const value = response.getHeader(name);
      if (value !== undefined) headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
    }
    return headers;
  };

  const sendKept = (request: IncomingMessage, response: ServerResponse, kept: KeptAnswer) => {
    setHeaders(response, kept.headers);
    const etag = response.getHeader('etag');
    if (typeof etag === 'string' && fresh(request.headers, { etag })) {
      for (const name of ['content-type', 'content-length', 'content-encoding']) response.removeHeader(name);
      response.writeHead(304).end();
      return;
    }
    response.writeHead(200).end(kept.body);
  };

  async function api(request: IncomingMessage, response: ServerResponse, url: string, path: string): Promise<void> {
    parts.logRequest(request, response);
    if (!(await parts.rateLimit(request, response))) return;
    const cache = parts.cache;
    const anonymousRead =
      cache !== null &&
      (request.method === 'GET' || request.method === 'POST') &&
      !request.headers.authorization &&
      !request.headers.cookie &&
      !AFTER_PARAMETER.test(url);
    if (!anonymousRead) {
      compressAnswers(request, response);
      parts.app(request, response);
      return;
    }
    let body = '';
    let postBytes: Buffer | null = null;
    if (request.method === 'POST') {
      if (!cacheablePosts.has(path)) {
        // Not known as a query yet: the app answers, and tells whether this route's answers may be kept.
        compressAnswers(request, response, () => {
          if (response.statusCode === 200 && isMarkedCacheable(response)) cacheablePosts.add(path);
        });
        parts.app(request, response);
        return;
      }
      const bytes = smallJson(request) ? await readAll(request) : null;
      if (bytes === null) {
        compressAnswers(request, response);
        parts.app(request, response);
        return;
      }
      body = bytes.toString('latin1');
      postBytes = bytes;
    }
    const key = `${request.method} ${url}\n${requestLocale(request)}\n${preferredEncoding(acceptEncoding(request), CONTENT_CODINGS) ?? ''}\n${body}`;
    const kept = cache.get(key);
    if (kept) {
      sendKept(request, response, kept);
      return;
    }
    const reads = new ReadSet();
    compressAnswers(request, response, (sent) => {
      if (response.statusCode !== 200 || !isMarkedCacheable(response)) return;
      const headers = keptHeaders(response);
      if (headers) cache.keep(key, headers, sent, reads);
    });
    if (postBytes) await parts.parseJsonBody(request, response, postBytes);
    trackReads(reads, () => parts.app(request, response));
  }

  return (request, response) => {
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    setHeaders(response, securityHeadersFor(parts.trust.cameOverHttps(request), path));
    if (path === '/api' || path.startsWith('/api/')) {
      api(request, response, url, path).catch((error: unknown) => unexpected(request, response, error));
      return;
    }
    if (!parts.serveBuilt(request, response, path)) parts.app(request, response);
  };
}
