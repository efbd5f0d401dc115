import express, { type Request, type RequestHandler, type Response } from 'express';
import { preferredEncoding } from '../http/accept-encoding.js';
import { loadBuiltFiles, type BuiltFile } from './built-files.js';

export interface BuiltApps {
  learnerDist: string;
  adminDist: string;
  /** The demo catalogue's sample lesson clips (`infra/seed/media`), served at `/media/demo/`. */
  demoMedia: string;
}

/**
 * Sends a built file from memory: brotli or gzip as the client takes them (`Vary: Accept-Encoding`), its ETag,
 * and a 304 when the client already holds that form. A HEAD answers the same headers without the body.
 */
function sendBuilt(request: Request, response: Response, file: BuiltFile): void {
  const coding = preferredEncoding(request.headers['accept-encoding'], file.codings);
  const chosen = (coding && file.compressed[coding]) || file.identity;
  response.setHeader('Cache-Control', file.cacheControl);
  response.setHeader('ETag', chosen.etag);
  if (file.codings.length > 0) response.setHeader('Vary', 'Accept-Encoding');
  if (request.fresh) {
    response.statusCode = 304;
    response.end();
    return;
  }
  response.setHeader('Content-Type', file.contentType);
  response.setHeader('Content-Length', chosen.body.length);
  if (coding) response.setHeader('Content-Encoding', coding);
  response.end(chosen.body);
}

/** One app's files, and its index.html for the client-side routes (a path without an extension). */
function builtApp(dist: string): RequestHandler {
  const files = loadBuiltFiles(dist);
  const index = files.get('/index.html');
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const path = request.path.includes('%') ? safeDecode(request.path) : request.path;
    // A missing file (a path with an extension) is a 404, not the app.
    const file = files.get(path) ?? (/\.[a-z0-9]+$/i.test(path) ? undefined : index);
    if (!file) return next();
    sendBuilt(request, response, file);
  };
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Serves the built learner app at `/` and the admin app at `/admin/`, each with its index.html for its
 * client-side routes, from memory as each app's build wrote it (see built-files.ts). `/api` is left to the API.
 */
export function serveApps(app: express.Express, { learnerDist, adminDist, demoMedia }: BuiltApps): void {
  const notApi = (handler: express.RequestHandler): express.RequestHandler => (request, response, next) =>
    request.path === '/api' || request.path.startsWith('/api/') ? next() : handler(request, response, next);

  // Express matches /admin/ on an /admin route too: compare the raw path so only the bare one redirects.
  app.get('/admin', (request, response, next) =>
    request.originalUrl.split('?')[0] === '/admin' ? response.redirect(301, '/admin/') : next(),
  );
  app.use('/media/demo', express.static(demoMedia, { index: false, maxAge: '7d' }));
  app.use('/admin', builtApp(adminDist));
  app.use(notApi(builtApp(learnerDist)));
}
