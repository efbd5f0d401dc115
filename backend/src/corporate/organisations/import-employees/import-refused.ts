import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { ErrorResponse, ImportRowError } from '@khru/contracts';
import type { Request, Response } from 'express';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { errorResponse } from '../../../kernel/errors/error-response.factory.js';
import { requestLocale } from '../../../kernel/locale/request-locale.js';

/** An import refused because of some rows: nothing was imported. */
export class ImportRefused extends DomainError {
  constructor(readonly rows: ImportRowError[]) {
    super('BAD_REQUEST');
  }
}

/** The catalogue's 400 body, plus `rows`: each line's problem, already in the caller's language. */
export type ImportRefusedResponse = ErrorResponse & { rows: ImportRowError[] };

/** Answers an ImportRefused as the one exception filter answers any refusal, with the rows added. */
@Catch(ImportRefused)
export class ImportRefusedFilter implements ExceptionFilter {
  catch(exception: ImportRefused, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request & { id?: string }>();
    const response = http.getResponse<Response>();
    const { response: body } = errorResponse(exception, requestLocale(request));
    const answer: ImportRefusedResponse = { ...body, rows: exception.rows, ...(request.id ? { requestId: String(request.id) } : {}) };
    response.status(body.statusCode).json(answer);
  }
}
