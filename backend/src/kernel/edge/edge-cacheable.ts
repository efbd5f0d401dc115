import { Injectable, SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ServerResponse } from 'node:http';
import type { Observable } from 'rxjs';

const EDGE_CACHEABLE = 'khru:edge-cacheable';
const MARK = Symbol('edge-cacheable');

/**
 * The answer to an anonymous request of this route depends only on the request, the read models and search
 * index it reads, and the clock to the second: the HTTP edge may keep it while what it read is unchanged.
 */
export const EdgeCacheable = () => SetMetadata(EDGE_CACHEABLE, true);

/** Marks the response of an `@EdgeCacheable()` route, for the edge to see when the answer is sent. */
@Injectable()
export class EdgeCacheableInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (this.reflector.get<boolean>(EDGE_CACHEABLE, context.getHandler())) {
      (context.switchToHttp().getResponse<ServerResponse>() as ServerResponse & { [MARK]?: true })[MARK] = true;
    }
    return next.handle();
  }
}

export function isMarkedCacheable(response: ServerResponse): boolean {
  return (response as ServerResponse & { [MARK]?: true })[MARK] === true;
}
