import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { isUploadKind } from '@khru/contracts';
import type { RuntimeConfig } from '@khru/platform';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { finalize, type Observable } from 'rxjs';
import { allowLongBody } from '../../../kernel/edge/long-bodies.js';
import { limitBytes, uploadRefused } from '../../../kernel/files/upload-refusals.js';
import { RUNTIME_CONFIG } from '../../../kernel/infrastructure/tokens.js';
import { unknownUploadKind } from './upload-rules.js';

/** Where uploads wait, inside the data directory, while they are checked; each is removed once answered. */
export const uploadsWaitingFolder = (dataDir: string) => join(dataDir, 'uploads-waiting');

/** An upload may take as long as it needs while it keeps sending; a minute without a byte drops it. */
const UPLOAD_IDLE_MS = 60_000;

/**
 * Reads the multipart field `file` to a waiting file on disk (a video is never held in memory), stopping at the
 * kind's size limit: a file over it is refused with the catalogue's clear 400, not multer's 413. A slow line may take
 * longer than the server's request timeout, as long as bytes keep coming.
 */
@Injectable()
export class UploadInterceptor implements NestInterceptor {
  constructor(@Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const kind = request.params.kind;
    if (!isUploadKind(kind)) throw unknownUploadKind();
    const limitMb = this.config.uploadLimitsMb[kind];
    // The guards have let a catalogue manager through: only then may the body outlast the server's request timeout.
    allowLongBody(request, UPLOAD_IDLE_MS);
    const receive = multer({
      storage: multer.diskStorage({ destination: uploadsWaitingFolder(this.config.dataDir), filename: (_req, _file, done) => done(null, randomUUID()) }),
      limits: { fileSize: limitBytes(limitMb), files: 1, fields: 5, parts: 6 },
    }).single('file');
    await new Promise<void>((resolve, reject) =>
      receive(request, response, (error: unknown) => {
        if (!error) resolve();
        else if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') reject(uploadRefused.tooLarge(limitMb));
        else if (error instanceof MulterError) reject(uploadRefused.missing());
        // A failing disk is the server's fault; anything else is a malformed form (cut short, no boundary).
        else if ((error as NodeJS.ErrnoException).syscall) reject(error);
        else reject(uploadRefused.unreadable());
      }),
    );
    return next.handle().pipe(
      finalize(() => {
        if (request.file?.path) void rm(request.file.path, { force: true });
      }),
    );
  }
}
