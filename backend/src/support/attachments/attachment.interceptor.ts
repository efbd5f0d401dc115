import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { RuntimeConfig } from '@khru/platform';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { limitBytes, uploadRefused } from '../../kernel/files/upload-refusals.js';
import { RUNTIME_CONFIG } from '../../kernel/infrastructure/tokens.js';

/**
 * Reads a chat message sent as multipart: the text field `body` and at most one `file`, held in memory (a few MB at
 * most) and stopped at SUPPORT_ATTACHMENT_LIMIT_MB while it streams in, so a larger file is refused with the
 * catalogue's clear 400 before it is read whole. File names are read as UTF-8 (Thai names).
 */
@Injectable()
export class AttachmentInterceptor implements NestInterceptor {
  constructor(@Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const limitMb = this.config.supportAttachmentLimitMb;
    const receive = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: limitBytes(limitMb), files: 1, fields: 5, parts: 6 },
      defParamCharset: 'utf8',
    }).single('file');
    await new Promise<void>((resolve, reject) =>
      receive(request, response, (error: unknown) => {
        if (!error) resolve();
        else if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') reject(uploadRefused.tooLarge(limitMb));
        else reject(uploadRefused.unreadable());
      }),
    );
    return next.handle();
  }
}
