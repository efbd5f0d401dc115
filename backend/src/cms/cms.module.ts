import { Module } from '@nestjs/common';
import { AuthorBannerHandler } from './banners/author-banner/author-banner.handler.js';
import { BannersHttpController } from './banners/banners.http.controller.js';
import { SearchBannersHandler } from './banners/search-banners/search-banners.handler.js';
import { AuthorChoiceHandler } from './choices/author-choice/author-choice.handler.js';
import { ChoicesHttpController } from './choices/choices.http.controller.js';
import { SearchChoicesHandler } from './choices/search-choices/search-choices.handler.js';
import { ContactMessagesHttpController } from './contact-messages/contact-messages.http.controller.js';
import { ListContactMessagesHandler } from './contact-messages/list-contact-messages/list-contact-messages.handler.js';
import { SubmitContactMessageHandler } from './contact-messages/submit-contact-message/submit-contact-message.handler.js';
import { StorefrontSeeder } from './storefront.seeder.js';

/** Site content and messages: the home page's banners and curated shelves, and the contact-us inbox. */
@Module({
  controllers: [ContactMessagesHttpController, BannersHttpController, ChoicesHttpController],
  providers: [
    SubmitContactMessageHandler,
    ListContactMessagesHandler,
    AuthorBannerHandler,
    SearchBannersHandler,
    AuthorChoiceHandler,
    SearchChoicesHandler,
    StorefrontSeeder,
  ],
})
export class CmsModule {}
