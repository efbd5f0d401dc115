import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { requestLocale } from '../locale/request-locale.js';
import { loggedUrl } from '../logging/logged-url.js';
import { errorResponse } from './error-response.factory.js';

/** The one place errors become HTTP answers. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request & { id?: string }>();
    const response = http.getResponse<Response>();
    const { response: body, unexpected } = errorResponse(exception, requestLocale(request));
    if (unexpected) {
      this.logger.error({ err: exception, requestId: request.id, path: loggedUrl(request.originalUrl) }, 'unexpected error');
    }
    if (response.headersSent) return;
    const retryAfter = (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    if (typeof retryAfter === 'number') response.setHeader('Retry-After', String(retryAfter));
    response.status(body.statusCode).json({ ...body, ...(request.id ? { requestId: String(request.id) } : {}) });
  }
}
