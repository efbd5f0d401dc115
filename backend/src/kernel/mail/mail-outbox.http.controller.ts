import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { MailMessageResponse } from '@khru/contracts';
import type { MailOutbox } from '@khru/platform';
import { RequirePermissions } from '../auth/access.decorators.js';
import { DomainError } from '../errors/domain-error.js';
import { MAIL_OUTBOX } from '../infrastructure/tokens.js';

/** The embedded mailer's kept messages, for administrators (empty when mail goes out over SMTP). */
@ApiTags('mail')
@ApiBearerAuth()
@Controller('mailapi/messages')
export class MailOutboxHttpController {
  constructor(@Inject(MAIL_OUTBOX) private readonly outbox: MailOutbox | null) {}

  @Get()
  @RequirePermissions('READ_MAIL')
  async list(): Promise<{ data: MailMessageResponse[]; totalCount: number }> {
    const data = (await this.outbox?.list()) ?? [];
    return { data, totalCount: data.length };
  }

  @Get(':id')
  @RequirePermissions('READ_MAIL')
  async get(@Param('id') id: string): Promise<MailMessageResponse> {
    const message = await this.outbox?.get(id);
    if (!message) throw DomainError.notFound();
    return message;
  }
}
