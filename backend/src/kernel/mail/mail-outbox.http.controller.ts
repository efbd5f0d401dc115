import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { MailMessageResponse } from '@khru/contracts';
import type { MailOutbox, StoredMailMessage } from '@khru/platform';
import type { Response } from 'express';
import { RequirePermissions } from '../auth/access.decorators.js';
import { DomainError } from '../errors/domain-error.js';
import { MAIL_OUTBOX } from '../infrastructure/tokens.js';

/** A kept message with its attachments' names and sizes; their contents only when one message is read. */
function mailResponse({ attachments, ...message }: StoredMailMessage, withContent: boolean): MailMessageResponse {
  if (!attachments) return message;
  return {
    ...message,
    attachments: attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      size: Buffer.byteLength(content, 'base64'),
      ...(withContent ? { content } : {}),
    })),
  };
}

/** The embedded mailer's kept messages, for administrators (empty when mail goes out over SMTP). */
@ApiTags('mail')
@ApiBearerAuth()
@Controller('mailapi/messages')
export class MailOutboxHttpController {
  constructor(@Inject(MAIL_OUTBOX) private readonly outbox: MailOutbox | null) {}

  @Get()
  @RequirePermissions('READ_MAIL')
  async list(): Promise<{ data: MailMessageResponse[]; totalCount: number }> {
    const data = ((await this.outbox?.list()) ?? []).map((message) => mailResponse(message, false));
    return { data, totalCount: data.length };
  }

  @Get(':id')
  @RequirePermissions('READ_MAIL')
  async get(@Param('id') id: string): Promise<MailMessageResponse> {
    const message = await this.outbox?.get(id);
    if (!message) throw DomainError.notFound();
    return mailResponse(message, true);
  }

  /** One attachment as a file to save, by its place in the message (names may repeat); its bytes, not base64 in JSON. */
  @Get(':id/attachments/:index')
  @RequirePermissions('READ_MAIL')
  @ApiOkResponse({ description: 'The attachment, in its own content type', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } })
  async attachment(@Param('id') id: string, @Param('index') index: string, @Res() response: Response): Promise<void> {
    const attachment = /^\d+$/.test(index) ? (await this.outbox?.get(id))?.attachments?.[Number(index)] : undefined;
    if (!attachment) throw DomainError.notFound();
    response
      .status(200)
      .attachment(attachment.filename)
      .type(attachment.contentType)
      .setHeader('Cache-Control', 'private, no-store')
      .setHeader('X-Content-Type-Options', 'nosniff')
      .send(Buffer.from(attachment.content, 'base64'));
  }
}
