import { isIPv4 } from 'node:net';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import { errorResponse } from '../errors/error-response.factory.js';
import { requestLocale } from './request-locale.js';

const IPV4_MAPPED = '::ffff:';

/**
 * The client an address counts for: IPv4 as it is (also when a dual-stack socket reports it IPv4-mapped, as
 * every loopback and IPv4 client of `::` is), an IPv6 address by its /56 network (ipKeyGenerator); this
 * skips parsing an IPv6 address on every IPv4 request.
 */
export function clientKey(ip: string): string {
  if (ip.startsWith(IPV4_MAPPED) && isIPv4(ip.slice(IPV4_MAPPED.length))) return ip.slice(IPV4_MAPPED.length);
  return isIPv4(ip) ? ip : ipKeyGenerator(ip);
}

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
    keyGenerator: (request) => clientKey(request.ip ?? ''),
    // clientKey groups IPv6 by network through ipKeyGenerator: the check that a custom key does so is satisfied.
    validate: { keyGeneratorIpFallback: false },
    handler: (request, response) => {
      const { response: body } = errorResponse({ status: 429 }, requestLocale(request));
      response.status(429).json(body);
    },
  });
}
