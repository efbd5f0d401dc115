import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';
import { IsOptional } from './is-optional.js';
import { MODERATION_STATUSES, type ModerationStatus } from '../events/learning/moderation-status.js';
import { QA_TEXT_MAX_LENGTH } from '../events/learning/question.events.js';
import type {
  AskQuestionRequestBody,
  ListQuestionsRequestBody,
  ListRepliesRequestBody,
  ModerateQaRequestBody,
  QaTextRequestBody,
} from '../http/question.types.js';
import { PageParams } from './page.requests.js';

/** Questions and replies are plain text, kept trimmed: blank text is empty. */
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `PATCH cmsapi/courses/{id}/questions/{qid}`, `.../replies/{rid}` and `POST .../questions/{qid}/replies`: the text (an edit returns it to pending review). */
export class QaTextRequest implements QaTextRequestBody {
  @Transform(trimmed) @IsString() @IsNotEmpty() @MaxLength(QA_TEXT_MAX_LENGTH) text!: string;
}

/** `POST cmsapi/courses/{id}/questions`: the question, about one lesson if named. */
export class AskQuestionRequest extends QaTextRequest implements AskQuestionRequestBody {
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(64) lessonId?: string;
}

/** `POST cmsapi/courses/{id}/questions/list`: published questions and the caller's own, newest first. */
export class ListQuestionsRequest extends PageParams implements ListQuestionsRequestBody {
  @IsOptional() @IsBoolean() requireTotalCount?: boolean;
}

/** `POST cmsapi/courses/{id}/replies/list`: one question's published replies and the caller's own. */
export class ListRepliesRequest extends ListQuestionsRequest implements ListRepliesRequestBody {
  @IsString() @IsNotEmpty() @MaxLength(64) questionId!: string;
}

/** `GET cmsapi/courses/{id}/my-questions?status`: the caller's questions of the course, of one state if named. */
export class MyQuestionsQuery extends PageParams {
  @IsOptional() @IsIn(MODERATION_STATUSES) status?: ModerationStatus;
}

/** `GET cmsapi/admin/questions?status` and `GET cmsapi/admin/replies?status`: items to moderate, of one state if named. */
export class ModerationQaQuery extends MyQuestionsQuery {}

/** `GET searchapi/search/cms-qas?courseId&search&skip&take`: published questions of a course matching the words. */
export class SearchQasQuery extends PageParams {
  @IsString() @IsNotEmpty() @MaxLength(64) courseId!: string;
  @IsOptional() @IsString() @MaxLength(200) search?: string;
}

/** `POST cmsapi/admin/questions/{id}/publish|unpublish` (and replies): the version the moderator read. */
export class ModerateQaRequest implements ModerateQaRequestBody {
  @IsInt() @Min(1) version!: number;
}
