import { isIPv4 } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ipKeyGenerator } from 'express-rate-limit';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { errorResponse } from '../errors/error-response.factory.js';
import { requestLocale } from '../locale/request-locale.js';
import type { ProxyTrust } from './client-address.js';

const IPV4_MAPPED = '::ffff:';
const WINDOW_SECONDS = 60;

/**
 * The client an address counts for: IPv4 as it is (also when a dual-stack socket reports it IPv4-mapped, as
 * every loopback and IPv4 client of `::` is), an IPv6 address by its /56 network (ipKeyGenerator); this
 * skips parsing an IPv6 address on every IPv4 request.
 */
export function clientKey(ip: string): string {
  if (ip.startsWith(IPV4_MAPPED) && isIPv4(ip.slice(IPV4_MAPPED.length))) return ip.slice(IPV4_MAPPED.length);
  return isIPv4(ip) ? ip : ipKeyGenerator(ip);
}

/** Answers whether an API request may go on; a refused one has been answered with 429 and the usual error body. */
export type RateLimitCheck = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

/** The window the API's limit counts in, for a limiter made with {@link apiRateLimit}'s `perMinute` points. */
export const API_RATE_LIMIT_WINDOW_SECONDS = WINDOW_SECONDS;

/**
 * Requests per minute per client address on the API (the health check is exempt), with the IETF draft-7
 * `RateLimit` and `RateLimit-Policy` headers on every answer and `Retry-After` on a refusal. `limiter` counts
 * `perMinute` points per minute, shared by the replicas when they share state (kernel/shared-state).
 */
export function apiRateLimit(perMinute: number, limiter: RateLimiterAbstract, trust: ProxyTrust): RateLimitCheck {
  const policy = `${perMinute};w=${WINDOW_SECONDS}`;
  const announce = (response: ServerResponse, state: RateLimiterRes) => {
    response.setHeader('RateLimit-Policy', policy);
    response.setHeader('RateLimit', `limit=${perMinute}, remaining=${state.remainingPoints}, reset=${Math.ceil(state.msBeforeNext / 1000)}`);
  };
  return async (request, response) => {
    if (request.url === '/api/health' || request.url?.startsWith('/api/health?')) return true;
    try {
      announce(response, await limiter.consume(clientKey(trust.clientAddress(request))));
      return true;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      announce(response, refusal);
      const { response: body } = errorResponse({ status: 429 }, requestLocale(request));
      response.writeHead(429, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': String(Math.ceil(refusal.msBeforeNext / 1000)) });
      response.end(JSON.stringify(body));
      return false;
    }
  };
}
