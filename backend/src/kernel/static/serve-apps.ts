import type { IncomingMessage, ServerResponse } from 'node:http';
import fresh from 'fresh';
import { acceptEncoding } from '../compression/compress-answers.js';
import { preferredEncoding } from '../compression/accept-encoding.js';
import { loadBuiltFiles, type BuiltFile } from './built-files.js';
import { DEMO_BANNERS_ADDRESS } from './demo-banners.js';

export interface BuiltApps {
  learnerDist: string;
  adminDist: string;
  /** Whether a path is one of the learner app's pages: any other path gets its 404 page with a 404 status. */
  isLearnerPage: (path: string) => boolean;
}

/** Answers a request for a built file, or says it is not one (`false`) and leaves it alone. */
export type ServeBuilt = (request: IncomingMessage, response: ServerResponse, path: string) => boolean;

/**
 * Sends a built file from memory: brotli or gzip as the client takes them (`Vary: Accept-Encoding`), its ETag,
 * and a 304 when the client already holds that form. A HEAD answers the same headers without the body.
 */
function sendBuilt(request: IncomingMessage, response: ServerResponse, file: BuiltFile, status: number): void {
  const coding = preferredEncoding(acceptEncoding(request), file.codings);
  const chosen = (coding && file.compressed[coding]) || file.identity;
  response.setHeader('Cache-Control', file.cacheControl);
  response.setHeader('ETag', chosen.etag);
  if (file.codings.length > 0) response.setHeader('Vary', 'Accept-Encoding');
  if (status === 200 && fresh(request.headers, { etag: chosen.etag })) {
    response.writeHead(304).end();
    return;
  }
  response.setHeader('Content-Type', file.contentType);
  response.setHeader('Content-Length', chosen.body.length);
  if (coding) response.setHeader('Content-Encoding', coding);
  response.writeHead(status).end(request.method === 'HEAD' ? undefined : chosen.body);
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** One app's files, and its index.html for its pages (a path without an extension): a page it does not have gets its 404 page with a 404. */
function builtApp(dist: string, isPage: (path: string) => boolean): ServeBuilt {
  const files = loadBuiltFiles(dist);
  const index = files.get('/index.html');
  return (request, response, rawPath) => {
    const path = rawPath.includes('%') ? safeDecode(rawPath) : rawPath;
    const file = files.get(path);
    if (file) {
      sendBuilt(request, response, file, 200);
      return true;
    }
    // A missing file (a path with an extension) is left to the API's 404, not answered with the app.
    if (!index || /\.[a-z0-9]+$/i.test(path)) return false;
    sendBuilt(request, response, index, isPage(path) ? 200 : 404);
    return true;
  };
}

/**
 * The built learner app at `/` and the admin app at `/admin/`, each with its index.html for its client-side
 * routes, from memory as each app's build wrote it (see built-files.ts). Only GET and HEAD; `/api` and the
 * storefront's demo banners are left to the API.
 */
export function serveApps({ learnerDist, adminDist, isLearnerPage }: BuiltApps): ServeBuilt {
  const learner = builtApp(learnerDist, isLearnerPage);
  // The admin app routes by the hash: every path under /admin/ is its page.
  const admin = builtApp(adminDist, () => true);
  return (request, response, path) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (path === '/api' || path.startsWith('/api/') || path.startsWith(DEMO_BANNERS_ADDRESS)) return false;
    if (path === '/admin') {
      response.writeHead(301, { Location: '/admin/' }).end();
      return true;
    }
    if (path.startsWith('/admin/')) return admin(request, response, path.slice('/admin'.length));
    return learner(request, response, path);
  };
}
