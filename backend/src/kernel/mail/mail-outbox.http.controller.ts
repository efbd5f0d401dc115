import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { MailMessageResponse } from '@khru/contracts';
import type { MailOutbox, StoredMailMessage } from '@khru/platform';
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
}
