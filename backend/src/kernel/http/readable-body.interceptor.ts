import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor, type Type } from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { bodyReadingOf, bodyRefusal, type BodyReading } from './readable-body.js';

/**
 * Refuses with the catalogue's 400 a body its route cannot read (see bodyRefusal), on every route that reads one. After
 * the guards, so a caller without access hears that first; before the route's own interceptors, which read multipart.
 */
@Injectable()
export class ReadableBodyInterceptor implements NestInterceptor {
  private readonly readings = new WeakMap<object, BodyReading | null>();

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const handler = context.getHandler();
    if (!this.readings.has(handler)) this.readings.set(handler, bodyReadingOf(context.getClass() as Type, handler.name));
    const reading = this.readings.get(handler);
    const refusal = reading ? bodyRefusal(context.switchToHttp().getRequest<Request>().headers, reading) : null;
    if (refusal) throw refusal;
    return next.handle();
  }
}
