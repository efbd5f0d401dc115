import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { IsOptional } from './is-optional.js';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_SEARCH_MAX_LENGTH,
  CONTACT_REPLY_MAX_LENGTH,
  CONTACT_MESSAGE_STATUSES,
  CONTACT_TOPICS,
  PHONE_PATTERN,
  type ContactMessageRequestBody,
  type ContactMessageStatus,
  type ContactTopic,
} from '../http/contact-message.types.js';
import { NAME_MAX_LENGTH } from '../identity/token-claims.js';
import { PageParams } from './page.requests.js';

export class ContactMessageRequest implements ContactMessageRequestBody {
  @IsNotEmpty() @IsString() @MaxLength(NAME_MAX_LENGTH * 2) name!: string;
  @IsNotEmpty() @IsString() @IsEmail() @MaxLength(254) email!: string;
  @IsNotEmpty() @IsString() @Matches(PHONE_PATTERN, { context: { code: 'IS_MOBILE_PHONE' } }) phoneNumber!: string;
  @IsOptional() @IsString() @MaxLength(120) companyName?: string;
  @IsNotEmpty() @IsIn(CONTACT_TOPICS) topic!: ContactTopic;
  @IsNotEmpty() @IsString() @MaxLength(CONTACT_MESSAGE_MAX_LENGTH) message!: string;
}

/** Body of `POST cmsapi/contact-messages/{id}/reply`: the answer, mailed in the sender's language. */
export class ContactReplyRequest {
  @IsNotEmpty() @IsString() @MaxLength(CONTACT_REPLY_MAX_LENGTH) body!: string;
}

/** Query of `GET cmsapi/contact-messages`: a page, optionally only new or only handled messages, and only those matching words. */
export class ContactMessageListParams extends PageParams {
  @IsOptional() @IsIn(CONTACT_MESSAGE_STATUSES) status?: ContactMessageStatus;
  /** Every word must appear in the sender's name, email, company or message, ignoring case (Thai is cut into words). */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MaxLength(CONTACT_MESSAGE_SEARCH_MAX_LENGTH)
  q?: string;
}
