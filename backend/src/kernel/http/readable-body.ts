import type { Type } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { DECORATORS } from '@nestjs/swagger';
import type { IncomingHttpHeaders } from 'node:http';
import { DomainError } from '../errors/domain-error.js';
import { DEFAULT_BODY_TYPES } from './body-media-types.js';

/** How a route reads its body. */
export interface BodyReading {
  /** The media types it reads. */
  types: readonly string[];
  /** Whether it takes a `@Body()`, which needs a body; a route taking files only says itself which one is missing. */
  required: boolean;
}

/**
 * How a route reads its body, or null when it reads none: in the types its `@ApiConsumes` declares (the document and
 * the server then agree), else in JSON and forms when it takes a `@Body()`.
 */
export function bodyReadingOf(controller: Type, method: string): BodyReading | null {
  const handler = controller.prototype[method] as object;
  const declared = (Reflect.getMetadata(DECORATORS.API_CONSUMES, handler) ?? Reflect.getMetadata(DECORATORS.API_CONSUMES, controller)) as string[] | undefined;
  const args = Object.keys((Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as object);
  const required = args.some((key) => key.split(':')[0] === String(RouteParamtypes.BODY));
  if (declared && declared.length > 0) return { types: declared, required };
  return required ? { types: DEFAULT_BODY_TYPES, required } : null;
}

/**
 * Why a route reading bodies as `reading` says cannot read this one, or null when it can: none was sent (no length,
 * or a length of nothing) where one is required, or its media type is none the route reads (text, or multipart where
 * no file is taken). No parser reads such a body, so the handler would get `undefined`, or, through validation, an
 * empty body that passes for one with nothing to change.
 */
export function bodyRefusal(headers: IncomingHttpHeaders, reading: BodyReading): DomainError | null {
  if (headers['transfer-encoding'] === undefined && !(Number(headers['content-length']) > 0)) {
    return reading.required ? DomainError.badRequest([{ field: 'body', code: 'IS_NOT_EMPTY' }]) : null;
  }
  const type = (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return reading.types.includes(type) ? null : DomainError.badRequest([{ field: 'body', code: 'BAD_REQUEST' }]);
}
