import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNotEmpty, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { IsOptional } from './is-optional.js';
import { IsDateString } from './is-date-string.js';
import { LocalizedImageInput, LocalizedTextInput, SLUG_PATTERN } from './catalogue.requests.js';
import { RequiredObject } from './required-object.js';

/** A path on this site only (`/category?categoryId=…`): banners never send learners elsewhere. */
const SITE_PATH = /^\/(?!\/)\S*$/;

export class BannerRequest {
  @IsNotEmpty() @Matches(SLUG_PATTERN) @MaxLength(64) id!: string;
  @RequiredObject(() => LocalizedTextInput) title!: LocalizedTextInput;
  @RequiredObject(() => LocalizedTextInput) subtitle!: LocalizedTextInput;
  @IsOptional() @ValidateNested() @Type(() => LocalizedImageInput) imageUrl?: LocalizedImageInput;
  @IsOptional() @IsString() @Matches(SITE_PATH) @MaxLength(500) linkUrl?: string;
  @IsInt() @Min(0) @Max(1000) order!: number;
  @IsBoolean() active!: boolean;
  @IsOptional() @IsDateString() startsAt?: string;
  @IsOptional() @IsDateString() endsAt?: string;
}

export class ChoiceRequest {
  @IsNotEmpty() @Matches(SLUG_PATTERN) @MaxLength(64) id!: string;
  @RequiredObject(() => LocalizedTextInput) title!: LocalizedTextInput;
  @IsArray() @ArrayMaxSize(24) @IsString({ each: true }) @Matches(SLUG_PATTERN, { each: true }) courseIds!: string[];
  @IsInt() @Min(0) @Max(1000) order!: number;
  @IsBoolean() active!: boolean;
}

/** Body of `POST cmsapi/banner/search` and `cmsapi/choice/search`: how many at most. */
export class StorefrontSearchRequest {
  @IsOptional() @IsInt() @Min(1) @Max(50) take?: number;
}
