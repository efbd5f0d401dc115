import { Module } from '@nestjs/common';
import { ContactMessagesHttpController } from './contact-messages/contact-messages.http.controller.js';
import { ListContactMessagesHandler } from './contact-messages/list-contact-messages/list-contact-messages.handler.js';
import { SubmitContactMessageHandler } from './contact-messages/submit-contact-message/submit-contact-message.handler.js';

/** Site content and messages: the contact-us inbox so far. */
@Module({
  controllers: [ContactMessagesHttpController],
  providers: [SubmitContactMessageHandler, ListContactMessagesHandler],
})
export class CmsModule {}
