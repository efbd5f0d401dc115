import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_TOPICS, PHONE_PATTERN, type ContactMessageRequestBody, type ContactTopic } from '../http/contact-message.types.js';
import { NAME_MAX_LENGTH } from '../identity/token-claims.js';

export class ContactMessageRequest implements ContactMessageRequestBody {
  @IsNotEmpty() @IsString() @MaxLength(NAME_MAX_LENGTH * 2) name!: string;
  @IsNotEmpty() @IsString() @IsEmail() @MaxLength(254) email!: string;
  @IsNotEmpty() @IsString() @Matches(PHONE_PATTERN, { context: { code: 'IS_MOBILE_PHONE' } }) phoneNumber!: string;
  @IsOptional() @IsString() @MaxLength(120) companyName?: string;
  @IsNotEmpty() @IsIn(CONTACT_TOPICS) topic!: ContactTopic;
  @IsNotEmpty() @IsString() @MaxLength(CONTACT_MESSAGE_MAX_LENGTH) message!: string;
}
