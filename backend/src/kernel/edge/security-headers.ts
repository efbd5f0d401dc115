import type { RequestHandler } from 'express';
import helmet from 'helmet';

const DOCS = '/api/docs';

/**
 * helmet's headers, set once per request by one middleware: its defaults everywhere, and on the API docs a CSP
 * that lets Swagger UI run its inline script and data: images.
 */
export function securityHeaders(): RequestHandler {
  const everywhere = helmet();
  const docs = helmet({ contentSecurityPolicy: { directives: { 'script-src': ["'self'", "'unsafe-inline'"], 'img-src': ["'self'", 'data:'] } } });
  return (request, response, next) => (request.path === DOCS || request.path.startsWith(`${DOCS}/`) ? docs : everywhere)(request, response, next);
}
