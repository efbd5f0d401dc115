import { Controller, Get, Headers, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FileStore } from '@khru/platform';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { now as clockNow } from '../clock/clock.js';
import { DomainError } from '../errors/domain-error.js';
import { FILE_STORE } from '../infrastructure/tokens.js';
import { requestedRange } from './byte-range.js';
import { DEMO_MEDIA_FOLDER } from './demo-media.js';
import { DemoMediaSource } from './demo-media-source.js';
import { MediaSigner, SIGNED_STORE_FOLDERS } from './media-signer.js';
import { setStoredFileHeaders } from './stored-file-headers.js';

/** What the route reads a signed file from. */
type MediaSource = Pick<FileStore, 'stat' | 'read'>;

/**
 * Private files by signed address (ADR 27): anyone holding an unexpired address the learning endpoint (or a support
 * conversation, ADR 29) gave may read the file, in byte ranges so a player can seek; the answer is cached privately
 * until the address expires. Uploads and support attachments come from the store (`course-media/`,
 * `support-attachments/`), the seeded demo clips from the seed's folder (`demo/`).
 */
@ApiTags('files')
@Controller('media')
export class MediaHttpController {
  constructor(
    @Inject(FILE_STORE) private readonly files: FileStore,
    private readonly demoClips: DemoMediaSource,
    private readonly signer: MediaSigner,
  ) {}

  @Get('*key')
  @ApiParam({ name: 'key', description: 'The signed file: course-media/<id>.mp4, demo/<clip>.mp4 or support-attachments/<id>' })
  @ApiQuery({ name: 'exp', description: 'When the address expires (unix seconds)' })
  @ApiQuery({ name: 'sig', description: 'HMAC-SHA256 of the key and expiry, hex' })
  @ApiOkResponse({ description: 'The file or the requested range (206)', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } })
  async get(
    @Param('key') key: string | string[],
    @Query('exp') exp: unknown,
    @Query('sig') sig: unknown,
    @Headers('range') range: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const path = Array.isArray(key) ? key.join('/') : key;
    const now = clockNow();
    // Only course media, support attachments and demo clips are ever signed; any other folder is refused as a bad signature is.
    const source = this.sourceOf(path);
    if (!source || !this.signer.isValid(path, exp, sig, now)) throw new DomainError('FORBIDDEN');
    const info = await source.stat(path);
    if (!info) throw DomainError.notFound();
    response.setHeader('Accept-Ranges', 'bytes');
    // A PDF someone sent support, a course's ZIP, is saved, never shown inside our origin.
    setStoredFileHeaders(response, info.contentType);
    response.setHeader('Cache-Control', `private, max-age=${Math.max(0, Number(exp) - Math.floor(now.getTime() / 1000))}`);
    const wanted = requestedRange(range, info.size);
    if (wanted.kind === 'unsatisfiable') {
      response.status(416).setHeader('Content-Range', `bytes */${info.size}`);
      response.end();
      return;
    }
    const part = wanted.kind === 'range' ? { start: wanted.start, end: wanted.end } : undefined;
    const stream = await source.read(path, part);
    if (!stream) throw DomainError.notFound();
    if (part) {
      response.status(206).setHeader('Content-Range', `bytes ${part.start}-${part.end}/${info.size}`);
      response.setHeader('Content-Length', part.end - part.start + 1);
    } else {
      response.status(200).setHeader('Content-Length', info.size);
    }
    // A player that seeks drops the connection mid-file: that is no error worth reporting.
    await pipeline(stream, response).catch(() => undefined);
  }

  private sourceOf(path: string): MediaSource | null {
    if (SIGNED_STORE_FOLDERS.some((folder) => path.startsWith(folder))) return this.files;
    if (path.startsWith(DEMO_MEDIA_FOLDER)) return this.demoClips;
    return null;
  }
}
