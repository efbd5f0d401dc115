import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FileStore } from '@khru/platform';
import type { Response } from 'express';
import { DomainError } from '../errors/domain-error.js';
import { FILE_STORE } from '../infrastructure/tokens.js';
import { publicFileKey } from './public-files.js';
import { setStoredFileHeaders } from './stored-file-headers.js';

/**
 * Serves the store's public files (profile images, catalogue images, captions: PUBLIC_FILE_FOLDERS) to anyone. Private
 * is the default: any other key answers 404, as a missing file does, whoever asks.
 */
@ApiTags('files')
@Controller('files')
export class FilesHttpController {
  constructor(@Inject(FILE_STORE) private readonly files: FileStore) {}

  @Get('*key')
  @ApiOkResponse({ description: 'The file, in its own content type', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } })
  async get(@Param('key') key: string | string[], @Res() response: Response): Promise<void> {
    const path = publicFileKey(Array.isArray(key) ? key.join('/') : key);
    const file = path === null ? null : await this.files.get(path);
    if (!file) throw DomainError.notFound();
    setStoredFileHeaders(response, file.contentType);
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.send(file.bytes);
  }
}
