import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import { stdSerializers } from 'pino';
import type { Options } from 'pino-http';
import { loggedUrl } from './logged-url.js';

const SAFE_REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * Nest's logger: pino with the request logger's options. The request logger itself runs at the HTTP edge (it logs
 * answers given there too), so Nest uses the one the edge put on each request.
 */
export function loggerOptions(level: string): Params {
  return { pinoHttp: requestLogOptions(level), useExisting: true };
}

/** Structured JSON logs, one line per request, each with a request id the client also gets back. */
export function requestLogOptions(level: string): Options {
  return {
    level,
    genReqId: (request: IncomingMessage, response: ServerResponse) => {
      const given = request.headers['x-request-id'];
      const id = typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
      response.setHeader('X-Request-Id', id);
      return id;
    },
    // One short line per request: three fields of the request and the status, never the headers (no tokens or cookies to redact).
    wrapSerializers: false,
    serializers: {
      req: (request: IncomingMessage & { id?: unknown; originalUrl?: string }) => ({
        id: request.id,
        method: request.method,
        url: loggedUrl(request.originalUrl ?? request.url),
      }),
      res: (response: ServerResponse) => ({ statusCode: response.statusCode }),
      err: stdSerializers.err,
    },
    customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info'),
    autoLogging: { ignore: (request) => request.url === '/api/health' },
  };
}
