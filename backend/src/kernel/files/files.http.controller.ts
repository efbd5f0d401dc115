import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { COURSE_MEDIA_FOLDER } from '@khru/contracts';
import type { FileStore } from '@khru/platform';
import type { Response } from 'express';
import { DomainError } from '../errors/domain-error.js';
import { FILE_STORE } from '../infrastructure/tokens.js';

/** Folders of the store whose files are private: their own routes check who may read them (certificate PDFs, signed course media). */
const PRIVATE_FOLDERS = ['certificates/', COURSE_MEDIA_FOLDER];

/** Serves stored public files (profile images, captions). Keys are checked by the store before any I/O. */
@ApiTags('files')
@Controller('files')
export class FilesHttpController {
  constructor(@Inject(FILE_STORE) private readonly files: FileStore) {}

  @Get('*key')
  @ApiOkResponse({ description: 'The file, in its own content type', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } })
  async get(@Param('key') key: string | string[], @Res() response: Response): Promise<void> {
    const path = Array.isArray(key) ? key.join('/') : key;
    if (PRIVATE_FOLDERS.some((folder) => path.startsWith(folder))) throw DomainError.notFound();
    const file = await this.files.get(path);
    if (!file) throw DomainError.notFound();
    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.send(file.bytes);
  }
}
