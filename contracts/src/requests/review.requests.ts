import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';
import { IsOptional } from './is-optional.js';
import { MODERATION_STATUSES, type ModerationStatus } from '../events/learning/moderation-status.js';
import { REVIEW_RATINGS, REVIEW_TEXT_MAX_LENGTH } from '../events/learning/review.events.js';
import type { EditReviewRequestBody, ListReviewsRequestBody, ModerateReviewRequestBody, WriteReviewRequestBody } from '../http/review.types.js';
import { PageParams } from './page.requests.js';

/** Review text is plain text, kept trimmed: blank text is empty. */
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `POST cmsapi/courses/{id}/reviews`: a rating of 1 to 5 stars and the review's text. */
export class WriteReviewRequest implements WriteReviewRequestBody {
  @IsInt() @IsIn(REVIEW_RATINGS) rating!: number;
  @Transform(trimmed) @IsString() @IsNotEmpty() @MaxLength(REVIEW_TEXT_MAX_LENGTH) text!: string;
}

/** `PATCH cmsapi/courses/{id}/reviews/{reviewId}`: the review rewritten whole (it returns to pending review). */
export class EditReviewRequest implements EditReviewRequestBody {
  @IsInt() @IsIn(REVIEW_RATINGS) rating!: number;
  @Transform(trimmed) @IsString() @IsNotEmpty() @MaxLength(REVIEW_TEXT_MAX_LENGTH) text!: string;
}

/** `POST cmsapi/courses/{id}/reviews/list`: published reviews, of one rating if named. */
export class ListReviewsRequest extends PageParams implements ListReviewsRequestBody {
  @IsOptional() @Type(() => Number) @IsInt() @IsIn(REVIEW_RATINGS) rating?: number;
  @IsOptional() @IsBoolean() requireTotalCount?: boolean;
}

/** `GET cmsapi/courses/my-reviews-ratings?status`: the caller's reviews, of one state if named. */
export class MyReviewsQuery extends PageParams {
  @IsOptional() @IsIn(MODERATION_STATUSES) status?: ModerationStatus;
}

/** `GET cmsapi/admin/reviews?status`: reviews to moderate, of one state if named. */
export class ModerationReviewsQuery extends MyReviewsQuery {}

/** `POST cmsapi/admin/reviews/{id}/publish|unpublish`: the version of the review the moderator read. */
export class ModerateReviewRequest implements ModerateReviewRequestBody {
  @IsInt() @Min(1) version!: number;
}
