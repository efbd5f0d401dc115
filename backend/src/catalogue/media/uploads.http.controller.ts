import { Controller, HttpCode, Param, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiParam, ApiTags } from '@nestjs/swagger';
import { UPLOAD_KINDS, type UploadKind, type UploadResponse } from '@khru/contracts';
import { RequirePermissions } from '../../kernel/auth/access.decorators.js';
import { UploadMediaHandler, type WaitingUpload } from './upload-media/upload-media.handler.js';
import { UploadInterceptor } from './upload-media/upload.interceptor.js';

/** `cmsapi/uploads/{kind}`: catalogue managers upload images, videos, captions and resources for courses (ADR 27). */
@ApiTags('catalogue')
@ApiBearerAuth()
@Controller('cmsapi/uploads')
export class UploadsHttpController {
  constructor(private readonly upload: UploadMediaHandler) {}

  @Post(':kind')
  @HttpCode(200)
  @RequirePermissions('MANAGE_CATALOGUE')
  @ApiParam({ name: 'kind', enum: UPLOAD_KINDS })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @UseInterceptors(UploadInterceptor)
  uploadFile(@Param('kind') kind: UploadKind, @UploadedFile() file: WaitingUpload | undefined): Promise<UploadResponse> {
    return this.upload.execute(kind, file);
  }
}
