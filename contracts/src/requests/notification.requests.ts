import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNotEmpty, IsObject, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { IsOptional } from './is-optional.js';
import { NOTIFICATION_RULES } from '../constants/business.js';
import type { InstructorAnnouncementRequestBody, NotificationListRequestBody } from '../http/notification.types.js';

/** The bell lists by the time a notification was sent, and nothing else. */
export class NotificationSortInput {
  @IsIn(['created']) selector!: 'created';
  @IsBoolean() desc!: boolean;
}

/** `POST cmsapi/user-notifications/list`: the spec's load options (skip 0 and take 10 unless given, newest first). */
export class NotificationListRequest implements NotificationListRequestBody {
  @IsOptional() @IsInt() @Min(0) skip?: number;
  @IsOptional() @IsInt() @Min(1) @Max(NOTIFICATION_RULES.maxTake) take?: number;
  @IsOptional() @IsBoolean() requireTotalCount?: boolean;
  @IsOptional() @IsBoolean() stringTolower?: boolean;
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => NotificationSortInput)
  sort?: NotificationSortInput[];
}

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `POST cmsapi/courses/{id}/announcements`: HTML in both languages (the server keeps only div, p and strong). */
export class InstructorAnnouncementRequest implements InstructorAnnouncementRequestBody {
  @Transform(trimmed) @IsString() @IsNotEmpty() @MaxLength(NOTIFICATION_RULES.announcementMaxLength) contentEn!: string;
  @Transform(trimmed) @IsString() @IsNotEmpty() @MaxLength(NOTIFICATION_RULES.announcementMaxLength) contentTh!: string;
}
