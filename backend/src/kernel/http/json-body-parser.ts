import type { RawBodyRequest } from '@nestjs/common';
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { DomainError } from '../errors/domain-error.js';
import { JSON_BODY_TYPES } from './body-media-types.js';
import { MAX_JSON_DEPTH, jsonNestsDeeperThan } from './json-depth.js';

/** The largest JSON body the API reads. */
export const JSON_BODY_LIMIT = '1mb';

/** JSON is UTF-8 between systems (RFC 8259, section 8.1), and the depth scan reads UTF-8 bytes. */
const notUtf8 = () => Object.assign(new Error('JSON must be UTF-8'), { status: 415, type: 'charset.unsupported' });

class NestedTooDeep extends Error {}

/**
 * The API's JSON body parser. Before parsing it keeps the exact bytes (payment webhooks are
 * verified against what the provider signed) and refuses a body nested deeper than
 * MAX_JSON_DEPTH, which would otherwise exhaust the stack while being transformed and validated.
 */
export function jsonBodyParser(): RequestHandler {
  const parse = express.json({
    limit: JSON_BODY_LIMIT,
    type: [...JSON_BODY_TYPES],
    verify: (request, _response, bytes, encoding) => {
      (request as RawBodyRequest<Request>).rawBody = bytes;
      if (encoding !== 'utf-8') throw notUtf8();
      if (jsonNestsDeeperThan(bytes, MAX_JSON_DEPTH)) throw new NestedTooDeep();
    },
  });
  // body-parser dresses a refusal as an HTTP error, which would lose the field error; it is raised afresh.
  // A body the edge read already (see parseJsonBodyRead) is not read again; its refusal is raised here, in the app.
  return (request, response, next) => {
    if (EARLY_REFUSAL in request) return next((request as EarlyRead)[EARLY_REFUSAL]);
    parse(request, response, (error?: unknown) =>
      next(error instanceof NestedTooDeep ? DomainError.badRequest([{ field: 'body', code: 'BAD_REQUEST', rule: 'nestedTooDeep', n: MAX_JSON_DEPTH }]) : error),
    );
  };
}

const EARLY_REFUSAL = Symbol('json-body-refusal');
type EarlyRead = IncomingMessage & { [EARLY_REFUSAL]?: unknown; rawBody?: Buffer };

/**
 * Parses a JSON body the edge has read already (it keys kept answers by the bytes), with the app's own parser, so
 * the app sees the same `body` and `rawBody`, or raises the same refusal, as if it had read it.
 */
export function parseJsonBodyRead(parser: RequestHandler, request: IncomingMessage, response: ServerResponse, bytes: Buffer): Promise<void> {
  const replay = Object.assign(Readable.from([bytes]), { headers: request.headers, method: request.method, url: request.url }) as unknown as EarlyRead & {
    body?: unknown;
  };
  return new Promise((resolve) =>
    parser(replay as unknown as Request, response as Response, (error?: unknown) => {
      if (error !== undefined) (request as EarlyRead)[EARLY_REFUSAL] = error;
      Object.assign(request, { body: replay.body, rawBody: replay.rawBody });
      resolve();
    }),
  );
}
