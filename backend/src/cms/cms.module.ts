import { Module } from '@nestjs/common';
import { AuthorBannerHandler } from './banners/author-banner/author-banner.handler.js';
import { BannersHttpController } from './banners/banners.http.controller.js';
import { ListBannersHandler } from './banners/list-banners/list-banners.handler.js';
import { SearchBannersHandler } from './banners/search-banners/search-banners.handler.js';
import { AuthorChoiceHandler } from './choices/author-choice/author-choice.handler.js';
import { ChoicesHttpController } from './choices/choices.http.controller.js';
import { ListChoicesHandler } from './choices/list-choices/list-choices.handler.js';
import { SearchChoicesHandler } from './choices/search-choices/search-choices.handler.js';
import { ContactMessagesHttpController } from './contact-messages/contact-messages.http.controller.js';
import { GetContactMessageHandler } from './contact-messages/get-contact-message/get-contact-message.handler.js';
import { ListContactMessagesHandler } from './contact-messages/list-contact-messages/list-contact-messages.handler.js';
import { MarkContactMessageHandledHandler } from './contact-messages/mark-contact-message-handled/mark-contact-message-handled.handler.js';
import { SendContactReplyMailEffect } from './contact-messages/reply-mail/send-contact-reply-mail.effect.js';
import { ReplyToContactMessageHandler } from './contact-messages/reply-to-contact-message/reply-to-contact-message.handler.js';
import { SubmitContactMessageHandler } from './contact-messages/submit-contact-message/submit-contact-message.handler.js';
import { StorefrontSeeder } from './storefront.seeder.js';

/** Site content and messages: the home page's banners and curated shelves, and the contact-us inbox. */
@Module({
  controllers: [ContactMessagesHttpController, BannersHttpController, ChoicesHttpController],
  providers: [
    SubmitContactMessageHandler,
    MarkContactMessageHandledHandler,
    ReplyToContactMessageHandler,
    ListContactMessagesHandler,
    GetContactMessageHandler,
    SendContactReplyMailEffect,
    AuthorBannerHandler,
    SearchBannersHandler,
    ListBannersHandler,
    AuthorChoiceHandler,
    SearchChoicesHandler,
    ListChoicesHandler,
    StorefrontSeeder,
  ],
})
export class CmsModule {}
