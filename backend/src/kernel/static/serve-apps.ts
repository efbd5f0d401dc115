import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';

export interface BuiltApps {
  learnerDist: string;
  adminDist: string;
  /** The demo catalogue's sample lesson clips (`infra/seed/media`), served at `/media/demo/`. */
  demoMedia: string;
}

/**
 * Serves the built learner app at `/` and the admin app at `/admin/`, with each app's index.html
 * for its client-side routes. `/api` is left to the API.
 */
export function serveApps(app: express.Express, { learnerDist, adminDist, demoMedia }: BuiltApps): void {
  const staticOptions = { index: false, maxAge: '1h', fallthrough: true } as const;
  const spa = (dist: string) => (request: Request, response: Response, next: NextFunction) => {
    // A missing file (a path with an extension) is a 404, not the app.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || /\.[a-z0-9]+$/i.test(request.path)) return next();
    const index = join(dist, 'index.html');
    if (!existsSync(index)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  };
  const notApi = (handler: express.RequestHandler): express.RequestHandler => (request, response, next) =>
    request.path === '/api' || request.path.startsWith('/api/') ? next() : handler(request, response, next);

  // Express matches /admin/ on an /admin route too: compare the raw path so only the bare one redirects.
  app.get('/admin', (request, response, next) =>
    request.originalUrl.split('?')[0] === '/admin' ? response.redirect(301, '/admin/') : next(),
  );
  app.use('/media/demo', express.static(demoMedia, { index: false, maxAge: '7d' }));
  app.use('/admin', express.static(adminDist, staticOptions), spa(adminDist));
  app.use(notApi(express.static(learnerDist, staticOptions)));
  app.use(notApi(spa(learnerDist)));
}
