import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { READ_POSITION_HEADER, READ_POSITION_QUERY, READ_STALE_HEADER } from '@khru/contracts';
import { formatPosition, parsePosition } from '@khru/platform';
import type { ProjectionRunner, SearchIndexRunner } from '@khru/projections';
import type { Request, Response } from 'express';
import { from, switchMap, type Observable } from 'rxjs';
import { DomainError } from '../errors/domain-error.js';
import { PROJECTION_RUNNER, SEARCH_RUNNER } from '../infrastructure/tokens.js';

/** How long a read waits for the read models to pass `?after=` before answering with what it has. */
export const READ_WAIT_MS = 3000;

/**
 * Read-your-writes: with `?after=<position>` (on GET, and on POST queries such as list-by-post),
 * wait (bounded) until the read models and the search index have passed it, then answer; the headers say where the read
 * models stood and whether it was enough.
 */
@Injectable()
export class ReadAfterInterceptor implements NestInterceptor {
  constructor(
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
    @Inject(SEARCH_RUNNER) private readonly search: SearchIndexRunner,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const raw = request.query[READ_POSITION_QUERY];
    if (raw === undefined) return next.handle();
    const target = typeof raw === 'string' ? parsePosition(raw) : null;
    if (!target) throw DomainError.badRequest([{ field: READ_POSITION_QUERY, code: 'BAD_REQUEST' }]);
    const waits = Promise.all([this.runner.waitFor(target, READ_WAIT_MS), this.search.waitFor(target, READ_WAIT_MS)]);
    return from(waits).pipe(
      switchMap(([documents, search]) => {
        const reached = documents && search;
        const position = this.runner.position;
        response.setHeader(READ_POSITION_HEADER, position ? formatPosition(position) : '');
        response.setHeader(READ_STALE_HEADER, reached ? 'false' : 'true');
        return next.handle();
      }),
    );
  }
}
