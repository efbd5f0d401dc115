import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsNotEmpty, IsString, IsUUID, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { IsOptional } from './is-optional.js';
import { NAME_MAX_LENGTH } from '../identity/token-claims.js';
import { PageParams } from './page.requests.js';
import {
  INBOX_STATUS_FILTERS,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_NOTE_MAX_LENGTH,
  SUPPORT_PAGE_MAX_LENGTH,
  SUPPORT_SEARCH_MAX_LENGTH,
  type InboxStatusFilter,
  type StartConversationRequestBody,
  type SupportAssignRequestBody,
  type SupportNoteRequestBody,
  type SupportRatingRequestBody,
  type SupportSeqRequestBody,
  type SupportVisitorRequestBody,
} from '../support/support.types.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SupportVisitorRequest implements SupportVisitorRequestBody {
  @Transform(trimmed) @IsNotEmpty() @IsString() @MaxLength(NAME_MAX_LENGTH * 2) name!: string;
  @Transform(trimmed) @IsNotEmpty() @IsString() @IsEmail() @MaxLength(254) email!: string;
}

export class StartConversationRequest implements StartConversationRequestBody {
  @Transform(trimmed) @IsNotEmpty() @IsString() @MaxLength(SUPPORT_MESSAGE_MAX_LENGTH) body!: string;
  /** A path of the learner app: starts with one `/`. */
  @IsNotEmpty() @IsString() @MaxLength(SUPPORT_PAGE_MAX_LENGTH) @Matches(/^\/(?!\/)/) page!: string;
}

/** The text part of a multipart message; the handler refuses a message with neither text nor file. */
export class PostSupportMessageRequest {
  @IsOptional() @Transform(trimmed) @IsString() @MaxLength(SUPPORT_MESSAGE_MAX_LENGTH) body?: string;
}

export class SupportSeqRequest implements SupportSeqRequestBody {
  @IsNotEmpty() @IsInt() @Min(1) upToSeq!: number;
}

export class SupportRatingRequest implements SupportRatingRequestBody {
  @IsNotEmpty() @IsInt() @Min(1) @Max(5) rating!: number;
}

export class SupportAssignRequest implements SupportAssignRequestBody {
  @ValidateIf((_, value) => value !== null) @IsUUID() adminId!: string | null;
}

export class SupportNoteRequest implements SupportNoteRequestBody {
  @Transform(trimmed) @IsNotEmpty() @IsString() @MaxLength(SUPPORT_NOTE_MAX_LENGTH) body!: string;
}

/** Query of `GET supportapi/admin/inbox`: a page, a state, whose it is (`me`, `none` or an admin's id), and words. */
export class SupportInboxParams extends PageParams {
  @IsOptional() @IsIn(INBOX_STATUS_FILTERS) status?: InboxStatusFilter;
  @IsOptional() @IsString() @MaxLength(64) assigned?: string;
  @IsOptional() @IsIn(['chat', 'contact']) kind?: 'chat' | 'contact';
  /** Every word must appear in the name, email or any message, ignoring case (Thai is cut into words). */
  @IsOptional() @Transform(trimmed) @IsString() @MaxLength(SUPPORT_SEARCH_MAX_LENGTH) q?: string;
}
