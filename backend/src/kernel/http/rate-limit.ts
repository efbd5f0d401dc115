import { rateLimit } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import { errorResponse } from '../errors/error-response.factory.js';
import { requestLocale } from './request-locale.js';

/**
 * Requests per minute per client address on the API; the health check is exempt. Refusals use the
 * same error body as every other failure.
 */
export function apiRateLimit(perMinute: number): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skip: (request) => request.path === '/health',
    handler: (request, response) => {
      const { response: body } = errorResponse({ status: 429 }, requestLocale(request));
      response.status(429).json(body);
    },
  });
}
